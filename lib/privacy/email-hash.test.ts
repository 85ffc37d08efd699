import { describe, expect, it } from 'vitest';
import { emailHash, normalizeEmail } from './email-hash';

describe('emailHash', () => {
  it('is the SHA-256 of the trimmed, lower-cased address', () => {
    // echo -n 'ana@empresa.cl' | sha256sum
    const digest = 'cbead2e8e0f0a9348c7e715729b068f8ac088f70ee0abd67d0df3cb9085558a9';
    expect(emailHash('ana@empresa.cl')).toBe(digest);
    expect(emailHash(' ANA@Empresa.CL ')).toBe(digest);
    expect(emailHash('ana@empresa.cl')).not.toBe(emailHash('ana@empresa.com'));
  });

  it('never contains the address', () => {
    expect(emailHash('ana@empresa.cl')).not.toContain('ana');
    expect(normalizeEmail(' Ana@Empresa.CL ')).toBe('ana@empresa.cl');
  });
});
