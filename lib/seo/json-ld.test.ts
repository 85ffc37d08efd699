import { describe, expect, it } from 'vitest';
import { organizationJsonLd, serializeJsonLd, serviceJsonLd } from './json-ld';

const siteUrl = 'https://www.andinadigital.cl';

describe('JSON-LD', () => {
  it('describes the organization with its address and countries', () => {
    const organization = organizationJsonLd(siteUrl);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.andinadigital.cl/#organization',
      name: 'Andina Digital',
      url: 'https://www.andinadigital.cl/',
      address: { '@type': 'PostalAddress', addressCountry: 'CL' },
    });
    expect(organization.areaServed).toHaveLength(4);
  });

  it('describes a service provided by that organization', () => {
    const service = serviceJsonLd(
      { name: 'Cloud Services', description: 'Nube', path: '/services/cloud-services' },
      siteUrl,
    );
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'Cloud Services',
      url: 'https://www.andinadigital.cl/services/cloud-services',
      provider: { '@id': 'https://www.andinadigital.cl/#organization' },
    });
  });

  it('serializes without a character that could end the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
