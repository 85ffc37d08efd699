import { OpenCalendarButton } from '@/components/site/calendar-modal';
import { buttonStyles } from '@/components/ui/button-styles';
import { Carousel } from '@/components/ui/carousel/carousel';
import { Icon } from '@/components/ui/icons';
import { WideScreenImage } from '@/components/ui/wide-screen-image';
import { heroCopy, heroSlides, type HeroAction, type HeroSlide } from '@/content/home';

function HeroButton({
  action,
  integrationPlatformUrl,
}: {
  action: HeroAction;
  integrationPlatformUrl: string;
}) {
  if (action.kind === 'calendar') {
    return <OpenCalendarButton className={buttonStyles.onDark}>{action.label}</OpenCalendarButton>;
  }
  return (
    <a href={integrationPlatformUrl} className={buttonStyles.onDark}>
      {action.label}
      <Icon name="arrow-up-right" className="size-4" />
    </a>
  );
}

function HeroSlideContent({
  slide,
  isFirst,
  integrationPlatformUrl,
}: {
  slide: HeroSlide;
  isFirst: boolean;
  integrationPlatformUrl: string;
}) {
  // The first slide's title is the page's h1; the others are its sub-headings.
  const Title = isFirst ? 'h1' : 'h2';
  return (
    <div className="mx-auto grid h-full max-w-7xl items-center gap-12 px-5 pt-12 pb-22 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:pt-16 lg:pb-22">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15">
          <span className="size-1.5 rounded-full bg-accent-400" aria-hidden="true" />
          {slide.eyebrow}
        </p>
        <Title
          id={isFirst ? 'home-title' : undefined}
          className="mt-6 max-w-2xl text-4xl leading-tight font-extrabold text-white sm:text-display"
        >
          {slide.title}
        </Title>
        <p className="mt-6 max-w-xl text-lead text-brand-100">{slide.text}</p>
        <div className="mt-10">
          <HeroButton action={slide.action} integrationPlatformUrl={integrationPlatformUrl} />
        </div>
      </div>
      <WideScreenImage
        src={slide.image}
        alt=""
        width={560}
        height={440}
        sizes="560px"
        // The page's largest paint on a wide screen: fetched before the scripts, not after.
        preload={isFirst}
        className="w-full max-w-[560px] justify-self-end"
      />
    </div>
  );
}

/** #home: three auto-rotating offers (docs/product.md, Home page and Constants). */
export function HeroSection({ integrationPlatformUrl }: { integrationPlatformUrl: string }) {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white outline-none"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(45_212_191/0.18),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(89_159_253/0.25),transparent)]"
      />
      <Carousel
        label={heroCopy.carouselLabel}
        slides={heroSlides.map((slide, index) => (
          <HeroSlideContent
            key={slide.key}
            slide={slide}
            isFirst={index === 0}
            integrationPlatformUrl={integrationPlatformUrl}
          />
        ))}
        loop
        autoplay={{ delayMs: 4000, pauseOnHover: true }}
        pauseButtonClassName="absolute right-5 bottom-6 bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20 lg:right-8"
      />
    </section>
  );
}
