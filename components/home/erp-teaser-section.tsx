import Link from 'next/link';
import { Carousel } from '@/components/ui/carousel/carousel';
import { Icon } from '@/components/ui/icons';
import { erpTeaser } from '@/content/home';
import { odooModules } from '@/content/odoo';

/** The ERP teaser under the hero: the modules we implement, each a way into the landing page. */
export function ErpTeaserSection() {
  return (
    <section
      aria-labelledby="erp-teaser-title"
      className="below-fold border-b border-ink-100 bg-white"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-8 px-5 py-10 lg:grid-cols-[19rem_minmax(0,1fr)] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
            {erpTeaser.eyebrow}
          </p>
          <h2 id="erp-teaser-title" className="mt-2 text-2xl font-bold">
            {erpTeaser.title}
          </h2>
          <Link
            href="/odoo-landing-page"
            className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
          >
            {erpTeaser.link}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <Carousel
          label={erpTeaser.carouselLabel}
          className="flex items-center gap-3"
          slides={odooModules.modules.map((erpModule) => (
            <Link
              key={erpModule.title}
              href="/odoo-landing-page"
              className="flex h-full items-start gap-4 rounded-card border border-ink-100 bg-ink-50 p-5 transition hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
                <Icon name={erpModule.icon} className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-ink-950">{erpModule.title}</span>
                <span className="mt-1 block text-sm text-ink-600">{erpModule.summary}</span>
              </span>
            </Link>
          ))}
          loop
          autoplay={{ delayMs: 2000, pauseOnHover: false }}
          containerClassName="-ml-4"
          slideClassName="basis-full pl-4 sm:basis-1/2 xl:basis-1/3"
          pauseButtonClassName="shrink-0 text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50"
        />
      </div>
    </section>
  );
}
