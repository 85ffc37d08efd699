import type { Metadata } from 'next';
import { ClientsSection } from '@/components/home/clients-section';
import { ErpTeaserSection } from '@/components/home/erp-teaser-section';
import { HeroSection } from '@/components/home/hero-section';
import { ProductsSection } from '@/components/home/products-section';
import { ServicesSection } from '@/components/home/services-section';
import { ValuesSection } from '@/components/home/values-section';
import { BlogTeaser } from '@/components/blog/blog-teaser';
import { ContactCta } from '@/components/site/contact-cta';
import { OrganizationJsonLd } from '@/components/site/json-ld';
import { company } from '@/content/company';
import { homeMeta } from '@/content/home';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: `${company.name} | ${homeMeta.title}`,
  absolute: true,
  description: homeMeta.description,
  path: '/',
});

export default function HomePage() {
  const integrationPlatformUrl = env.NEXT_PUBLIC_INTEGRATION_PLATFORM_URL;
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection integrationPlatformUrl={integrationPlatformUrl} />
      <ErpTeaserSection />
      <ServicesSection />
      <ProductsSection integrationPlatformUrl={integrationPlatformUrl} />
      <ClientsSection />
      <ValuesSection />
      <BlogTeaser />
      <ContactCta />
    </>
  );
}
