import Link from 'next/link';
import { ServiceIllustration } from '@/components/services/service-illustration';
import { Icon } from '@/components/ui/icons';
import { servicesSection } from '@/content/home';
import { services } from '@/content/services';
import { PageSection } from '@/components/site/page-section';

/** #services: the four services, two columns, four on very large screens. */
export function ServicesSection() {
  return (
    <PageSection id="services" title={servicesSection.title} lead={servicesSection.lead}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 2xl:grid-cols-4">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={`/services/${service.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition hover:-translate-y-1 hover:border-brand-200 hover:shadow-pop motion-reduce:hover:translate-y-0 lg:flex-row 2xl:flex-col"
            >
              {/* Beside the text in two columns, above it in one or four. */}
              <ServiceIllustration
                service={service}
                sizes="(min-width: 1536px) 18rem, (min-width: 1024px) 14vw, (min-width: 768px) 45vw, 90vw"
                className="aspect-[2/1] shrink-0 p-4 lg:aspect-auto lg:w-1/3 2xl:aspect-[2/1] 2xl:w-full"
              />
              <span className="flex flex-1 flex-col gap-3 p-6 xl:p-7">
                <span className="flex items-center gap-3 text-brand-700">
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50">
                    <Icon name={service.icon} className="size-5" />
                  </span>
                  <span className="text-xl leading-snug font-semibold text-ink-950">
                    {service.title}
                  </span>
                </span>
                <span className="text-[0.95rem] leading-relaxed text-ink-600">
                  {service.description}
                </span>
                <span className="mt-auto inline-flex items-center gap-1.5 pt-1 font-semibold text-brand-700">
                  {servicesSection.cardLink}
                  <Icon
                    name="arrow-right"
                    className="size-4 transition group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0"
                  />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
