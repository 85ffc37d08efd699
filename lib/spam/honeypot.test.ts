import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, isBotSubmission, withoutHoneypot } from './honeypot';

describe('isBotSubmission', () => {
  it('lets through a body without the trap or with it empty', () => {
    expect(isBotSubmission({ name: 'Camila' })).toBe(false);
    expect(isBotSubmission({ name: 'Camila', [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(isBotSubmission({ [HONEYPOT_FIELD]: '   ' })).toBe(false);
    expect(isBotSubmission({ [HONEYPOT_FIELD]: null })).toBe(false);
  });

  it('catches a filled trap, whatever its type', () => {
    expect(isBotSubmission({ [HONEYPOT_FIELD]: 'https://spam.example' })).toBe(true);
    expect(isBotSubmission({ [HONEYPOT_FIELD]: 1 })).toBe(true);
    expect(isBotSubmission({ [HONEYPOT_FIELD]: false })).toBe(true);
  });

  it('leaves bodies that are not objects to validation', () => {
    for (const body of [null, 'texto', 3, [HONEYPOT_FIELD]]) {
      expect(isBotSubmission(body)).toBe(false);
    }
  });
});

describe('withoutHoneypot', () => {
  it('removes only the trap', () => {
    expect(withoutHoneypot({ name: 'Camila', [HONEYPOT_FIELD]: '' })).toEqual({ name: 'Camila' });
    expect(withoutHoneypot({ name: 'Camila' })).toEqual({ name: 'Camila' });
  });

  it('returns other values unchanged', () => {
    expect(withoutHoneypot('texto')).toBe('texto');
    const list = [1];
    expect(withoutHoneypot(list)).toBe(list);
  });
});
