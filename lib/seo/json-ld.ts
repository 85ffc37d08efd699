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

/** A post of the blog, written and published by the organization. */
export function postingJsonLd(
  post: {
    path: string;
    headline: string;
    description: string;
    datePublished: string;
    dateModified: string;
    /** Absolute or site-relative address of the post's image. */
    image: string;
  },
  siteUrl: string,
): JsonLd {
  const url = new URL(post.path, siteUrl).href;
  const organization = {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.name,
    url: new URL('/', siteUrl).href,
  };
  return {
    '@context': context,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.headline,
    description: post.description,
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    inLanguage: 'es-CL',
    image: [new URL(post.image, siteUrl).href],
    author: organization,
    publisher: {
      ...organization,
      logo: { '@type': 'ImageObject', url: new URL('/icon.svg', siteUrl).href },
    },
  };
}

/** JSON for a <script type="application/ld+json">: no '<' can close the script early. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
