import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['56912345678', '+56 9 1234 5678'],
    ['+56 9 1234 5678', '+56 9 1234 5678'],
    ['(56) 9-8765-4321', '+56 9 8765 4321'],
    ['12345678', '+12 3 4567 8'],
    ['5622890441099', '+56 2 2890 441099'],
  ])('%s → %s', (phone, expected) => expect(formatPhone(phone)).toBe(expected));

  it.each([
    ['1234567', '1234567'],
    ['anexo 12', 'anexo 12'],
    ['  +56 22  ', '+56 22'],
    ['', ''],
  ])('shows %j as entered when it has fewer than 8 digits', (phone, expected) =>
    expect(formatPhone(phone)).toBe(expected),
  );

  it('handles a missing phone', () => {
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
