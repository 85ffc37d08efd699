import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContactCta } from '@/components/site/contact-cta';
import { PageHeading } from '@/components/site/page-heading';
import { Icon } from '@/components/ui/icons';
import { findService, services } from '@/content/services';

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/services/[slug]'>): Promise<Metadata> {
  const service = findService((await params).slug);
  return service ? { title: service.title, description: service.shortDescription } : {};
}

export default async function ServicePage({ params }: PageProps<'/services/[slug]'>) {
  const service = findService((await params).slug);
  if (!service) notFound();
  return (
    <>
      <PageHeading title={service.title} lead={service.shortDescription}>
        <Link
          href="/"
          className="mb-8 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50"
        >
          <Icon name="arrow-left" className="size-4" />
          Volver
        </Link>
      </PageHeading>
      <ContactCta />
    </>
  );
}
