import Link from 'next/link';
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
        className="from-brand-950 via-brand-900 to-brand-700 bg-gradient-to-br px-5 py-24 text-white outline-none lg:px-8 lg:py-32"
      >
        <div className="mx-auto max-w-7xl">
          <h1
            id="home-title"
            className="sm:text-display max-w-4xl text-4xl font-extrabold text-white"
          >
            Transformamos tus procesos y datos en resultados
          </h1>
          <p className="text-lead text-brand-100 mt-6 max-w-2xl">{company.tagline}</p>
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
                className="rounded-card border-ink-100 shadow-card hover:border-brand-200 flex h-full flex-col gap-4 border bg-white p-6 transition hover:-translate-y-0.5"
              >
                <Icon name={service.icon} className="text-brand-600 size-8" />
                <span className="text-title text-ink-950 font-semibold">{service.title}</span>
                <span className="text-ink-600">{service.shortDescription}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="products" title="Nuestros productos" tone="muted" />
      <HomeSection id="clients" title="Compañías líderes confían en nuestra experiencia." />
      <HomeSection id="values" title="Cómo creamos valor para tu empresa." tone="muted" />
      <HomeSection id="blogs" title="Nuestros Blogs" />
      <ContactCta />
    </>
  );
}
