import { describe, expect, it } from 'vitest';
import {
  LANDING_STORAGE_KEY,
  landingUtm,
  pageOf,
  rememberLanding,
  utmFromSearch,
} from './attribution';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('utmFromSearch', () => {
  it('takes the five utm_ parameters, and only those present', () => {
    expect(
      utmFromSearch(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=odoo-19&utm_term=erp+chile&utm_content=cta%20azul&gclid=x',
      ),
    ).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'odoo-19',
      term: 'erp chile',
      content: 'cta azul',
    });
    expect(utmFromSearch('?utm_source=linkedin')).toEqual({ source: 'linkedin' });
    expect(utmFromSearch('')).toEqual({});
  });

  it('leaves out empty values and cuts long ones to 100 characters', () => {
    expect(utmFromSearch('?utm_source=&utm_medium=%20%20&utm_campaign=x')).toEqual({
      campaign: 'x',
    });
    expect(utmFromSearch(`?utm_content=${'a'.repeat(300)}`).content).toHaveLength(100);
  });
});

describe('the landing of a visit', () => {
  it('is remembered once: the first page of the visit wins', () => {
    const storage = memoryStorage();
    rememberLanding(storage, '?utm_source=google&utm_campaign=invierno');
    rememberLanding(storage, '?utm_source=otra');
    expect(landingUtm(storage)).toEqual({ source: 'google', campaign: 'invierno' });
  });

  it('without utm_ parameters is remembered as none, so a later page does not become it', () => {
    const storage = memoryStorage();
    rememberLanding(storage, '');
    rememberLanding(storage, '?utm_source=tarde');
    expect(landingUtm(storage)).toBeUndefined();
    expect(storage.items.get(LANDING_STORAGE_KEY)).toBe('{}');
  });

  it('survives storage that refuses or holds garbage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberLanding(refusing, '?utm_source=x')).not.toThrow();
    for (const stored of ['no es JSON', '"texto"', '[1]', '{"source":3,"medium":""}']) {
      expect(landingUtm(memoryStorage({ [LANDING_STORAGE_KEY]: stored })), stored).toBeUndefined();
    }
    expect(
      landingUtm(memoryStorage({ [LANDING_STORAGE_KEY]: '{"source":" x ","otro":"y"}' })),
    ).toEqual({ source: 'x' });
  });
});

describe('pageOf', () => {
  it('is the same-site path with one leading slash, at most 200 characters', () => {
    expect(pageOf('/blogs/abc123')).toBe('/blogs/abc123');
    expect(pageOf('/')).toBe('/');
    expect(pageOf('//evil.example/x')).toBe('/evil.example/x');
    expect(pageOf('/\\evil.example')).toBe('/evil.example');
    expect(pageOf(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });
});
