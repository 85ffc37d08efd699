import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/services/back-link';
import { OtherServices } from '@/components/services/other-services';
import { ServiceFeatures } from '@/components/services/service-features';
import { ServiceIllustration } from '@/components/services/service-illustration';
import { ContactCta } from '@/components/site/contact-cta';
import { ServiceJsonLd } from '@/components/site/json-ld';
import { PageHeading } from '@/components/site/page-heading';
import { findService, services } from '@/content/services';
import { pageMetadata } from '@/lib/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/services/[slug]'>): Promise<Metadata> {
  const service = findService((await params).slug);
  return service
    ? pageMetadata({
        title: service.title,
        description: service.lead,
        path: `/services/${service.slug}`,
      })
    : {};
}

export default async function ServicePage({ params }: PageProps<'/services/[slug]'>) {
  const service = findService((await params).slug);
  if (!service) notFound();
  return (
    <>
      <ServiceJsonLd
        name={service.title}
        description={service.lead}
        path={`/services/${service.slug}`}
      />
      <PageHeading
        title={service.title}
        lead={service.lead}
        aside={
          <ServiceIllustration
            service={service}
            sizes="(min-width: 1280px) 480px, 40vw"
            hero
            className="rounded-card p-8 shadow-card"
          />
        }
      >
        <BackLink />
      </PageHeading>
      <ServiceFeatures service={service} />
      <ContactCta />
      <OtherServices currentSlug={service.slug} />
    </>
  );
}
