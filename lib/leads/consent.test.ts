import { describe, expect, it } from 'vitest';
import * as z from '@/lib/zod';
import { CONSENT_REQUIRED, consentField, consentRecord, leadExpiresAt } from './consent';

const form = z.object({ consent: consentField });

describe('consentField', () => {
  it('accepts only a ticked box: literal true', () => {
    expect(form.parse({ consent: true })).toEqual({ consent: true });
  });

  it('refuses anything else with the contract message', () => {
    for (const consent of [false, undefined, null, 'true', 1, 'on']) {
      const result = form.safeParse({ consent });
      expect(result.success, String(consent)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONSENT_REQUIRED);
    }
    expect(form.safeParse({}).error?.issues[0]?.message).toBe(CONSENT_REQUIRED);
  });
});

describe('consentRecord', () => {
  it('keeps the notice version accepted and when', () => {
    const at = new Date('2026-12-01T15:00:00Z');
    expect(consentRecord('1.0', at)).toEqual({ version: '1.0', at });
  });
});

describe('leadExpiresAt', () => {
  it('is the retention in whole days after the lead was stored', () => {
    const stored = new Date('2026-12-01T15:30:00Z');
    expect(leadExpiresAt(stored, 730).toISOString()).toBe('2028-11-30T15:30:00.000Z');
    expect(leadExpiresAt(stored, 1).toISOString()).toBe('2026-12-02T15:30:00.000Z');
  });
});
