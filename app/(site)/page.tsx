import Link from 'next/link';
import { BlogTeaser } from '@/components/blog/blog-teaser';
import { HomeSection } from '@/components/home/home-section';
import { OpenCalendarButton } from '@/components/site/calendar-modal';
import { ContactCta } from '@/components/site/contact-cta';
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icons';
import { company } from '@/content/company';
import { services } from '@/content/services';

export default function HomePage() {
  return (
    <>
      <section
        id="home"
        aria-labelledby="home-title"
        className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-5 py-24 text-white outline-none lg:px-8 lg:py-32"
      >
        <div className="mx-auto max-w-7xl">
          <h1
            id="home-title"
            className="max-w-4xl text-4xl font-extrabold text-white sm:text-display"
          >
            Transformamos tus procesos y datos en resultados
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-brand-100">{company.tagline}</p>
          <OpenCalendarButton className={`${buttonStyles.onDark} mt-10`}>
            Agenda una consulta gratuita
          </OpenCalendarButton>
        </div>
      </section>

      <HomeSection id="services" title="Nuestros servicios">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 2xl:grid-cols-4">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                href={`/services/${service.slug}`}
                className="flex h-full flex-col gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200"
              >
                <Icon name={service.icon} className="size-8 text-brand-600" />
                <span className="text-title font-semibold text-ink-950">{service.title}</span>
                <span className="text-ink-600">{service.shortDescription}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="products" title="Nuestros productos" tone="muted" />
      <HomeSection id="clients" title="Compañías líderes confían en nuestra experiencia." />
      <HomeSection id="values" title="Cómo creamos valor para tu empresa." tone="muted" />
      <BlogTeaser />
      <ContactCta />
    </>
  );
}
