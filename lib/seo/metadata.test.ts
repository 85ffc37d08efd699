import { describe, expect, it } from 'vitest';
import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it('gives a page its description, canonical path and social cards', () => {
    const metadata = pageMetadata({
      title: 'Cloud Services',
      description: 'Migración y operación en la nube.',
      path: '/services/cloud-services',
    });
    expect(metadata.title).toBe('Cloud Services');
    expect(metadata.description).toBe('Migración y operación en la nube.');
    expect(metadata.alternates?.canonical).toBe('/services/cloud-services');
    expect(metadata.openGraph).toMatchObject({
      title: 'Cloud Services | Andina Digital',
      url: '/services/cloud-services',
      siteName: 'Andina Digital',
      locale: 'es_CL',
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Cloud Services | Andina Digital',
    });
  });

  it('keeps an absolute title as it is', () => {
    const metadata = pageMetadata({
      title: 'Andina Digital | Software',
      absolute: true,
      description: 'Inicio',
      path: '/',
    });
    expect(metadata.title).toEqual({ absolute: 'Andina Digital | Software' });
    expect(metadata.openGraph?.title).toBe('Andina Digital | Software');
  });
});
