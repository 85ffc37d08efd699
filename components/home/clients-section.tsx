import { OpenCalendarButton } from '@/components/site/calendar-modal';
import { buttonStyles } from '@/components/ui/button-styles';
import { Carousel } from '@/components/ui/carousel/carousel';
import { Icon } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';
import { clientLogoSize } from '@/content/clients';
import { clientsSection } from '@/content/home';
import { testimonials, type Testimonial } from '@/content/testimonials';
import { ClientLogos } from './client-logos';
import { PageSection } from '@/components/site/page-section';

function Figures() {
  const { data, figures, presence } = clientsSection;
  return (
    <div className="mt-16 grid gap-6 lg:grid-cols-[1.15fr_1fr]">
      <div className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-950 to-brand-800 p-10 text-white lg:p-12">
        <div
          aria-hidden="true"
          className="absolute -right-20 -bottom-24 size-80 rounded-full bg-[radial-gradient(circle,rgb(45_212_191/0.35),transparent_70%)]"
        />
        <p className="relative">
          <span className="block text-6xl font-extrabold tracking-tight sm:text-7xl">
            {data.figure}
          </span>
          <span className="mt-4 block max-w-sm text-title font-semibold text-brand-100">
            {data.text}
          </span>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:gap-6">
        {figures.map((item) => (
          <p
            key={item.figure}
            className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
          >
            <span className="block text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">
              {item.figure}
            </span>
            <span className="mt-2 block font-medium text-ink-700">{item.text}</span>
          </p>
        ))}
        <div className="col-span-2 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
          <h3 className="font-semibold text-ink-950">{presence.title}</h3>
          <ul className="mt-4 flex flex-wrap gap-3">
            {presence.countries.map((country) => (
              <li
                key={country}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800"
              >
                <Icon name="map-pin" className="size-4" />
                {country}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-ink-100 bg-ink-50 p-7">
      <div className="flex items-start justify-between gap-4">
        <StaticImage
          src={testimonial.logoPath}
          alt=""
          {...clientLogoSize}
          sizes="125px"
          className="h-10 w-auto"
        />
        <Icon name="quote" className="size-8 shrink-0 text-brand-300" />
      </div>
      <blockquote className="mt-6 flex-1 leading-relaxed text-ink-800">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-ink-200 pt-5">
        <span className="block font-semibold text-ink-950">{testimonial.name}</span>
        <span className="block text-sm text-ink-600">{testimonial.position}</span>
      </figcaption>
    </figure>
  );
}

/** #clients: logos, headline figures, countries and testimonials (docs/product.md, Home page). */
export function ClientsSection() {
  const { title, logosLabel, testimonials: copy } = clientsSection;
  return (
    <PageSection id="clients" title={title}>
      <ClientLogos label={logosLabel} />
      <Figures />
      <div className="mt-20 flex flex-wrap items-end justify-between gap-6">
        <h3 className="text-title font-bold">{copy.title}</h3>
        <OpenCalendarButton className={buttonStyles.primary}>{copy.cta}</OpenCalendarButton>
      </div>
      <Carousel
        label={copy.carouselLabel}
        className="mt-8 pb-14"
        slides={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.key} testimonial={testimonial} />
        ))}
        loop
        autoplay={{ delayMs: 3500, pauseOnHover: true }}
        // docs/product.md, Constants: 320: 1/10, 480: 1/20, 640: 2/30, 1024: 3/40, 1280: 4/50.
        containerClassName="-ml-[10px] min-[480px]:-ml-[20px] sm:-ml-[30px] lg:-ml-[40px] xl:-ml-[50px]"
        slideClassName="basis-full pl-[10px] min-[480px]:pl-[20px] sm:basis-1/2 sm:pl-[30px] lg:basis-1/3 lg:pl-[40px] xl:basis-1/4 xl:pl-[50px]"
        pauseButtonClassName="absolute right-0 bottom-0 text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50"
      />
    </PageSection>
  );
}
