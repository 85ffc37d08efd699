import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '@/lib/leads/client';
import { emailHash } from './email-hash';

const key = 'clave-de-prueba-de-32-caracteres!!';

describe('emailHash', () => {
  it('is the HMAC-SHA-256 of the trimmed, lower-cased address, keyed', () => {
    // echo -n 'ana@empresa.cl' | openssl dgst -sha256 -hmac 'clave-de-prueba-de-32-caracteres!!'
    const digest = '428c6e4a79e0b5bcaa45d902570304aa485203f510b1d64dc7e3963c13ed86b8';
    expect(emailHash('ana@empresa.cl', key)).toBe(digest);
    expect(emailHash(' ANA@Empresa.CL ', key)).toBe(digest);
    expect(emailHash('ana@empresa.cl', key)).not.toBe(emailHash('ana@empresa.com', key));
  });

  it('cannot be reversed from a list of addresses without the key', () => {
    const unkeyed = createHash('sha256').update('ana@empresa.cl').digest('hex');
    expect(emailHash('ana@empresa.cl', key)).not.toBe(unkeyed);
    expect(emailHash('ana@empresa.cl', key)).not.toBe(emailHash('ana@empresa.cl', `${key}2`));
  });

  it('never contains the address', () => {
    expect(emailHash('ana@empresa.cl', key)).not.toContain('ana');
    expect(normalizeEmail(' Ana@Empresa.CL ')).toBe('ana@empresa.cl');
  });
});
