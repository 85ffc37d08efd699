import { company } from '@/content/company';

type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

const organizationId = (siteUrl: string) => `${new URL('/', siteUrl).href}#organization`;

const areaServed = () => company.presence.map((name) => ({ '@type': 'Country', name }));

/** The company as schema.org sees it; the home page carries it. */
export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: new URL('/', siteUrl).href,
    logo: new URL('/icon.svg', siteUrl).href,
    email: company.email,
    telephone: company.phone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
    areaServed: areaServed(),
  };
}

/** One service page's offer, provided by the organization of `organizationJsonLd`. */
export function serviceJsonLd(
  service: { name: string; description: string; path: string },
  siteUrl: string,
): JsonLd {
  return {
    '@context': context,
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: new URL(service.path, siteUrl).href,
    provider: { '@type': 'Organization', '@id': organizationId(siteUrl), name: company.name },
    areaServed: areaServed(),
  };
}

/** JSON for a <script type="application/ld+json">: no '<' can close the script early. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
