import { describe, expect, it } from 'vitest';
import { hasBearerSecret } from './bearer';

describe('hasBearerSecret', () => {
  const secret = 'local-only-revalidate-secret-0000';

  it('accepts the bearer secret', () => {
    expect(hasBearerSecret(`Bearer ${secret}`, secret)).toBe(true);
  });

  it.each([
    null,
    '',
    secret,
    `Bearer ${secret}x`,
    `Basic ${secret}`,
    'Bearer ',
    `bearer ${secret}`,
  ])('refuses %j', (header) => {
    expect(hasBearerSecret(header, secret)).toBe(false);
  });
});

describe('hasBearerSecret without a configured secret', () => {
  it.each([undefined, ''])('refuses every header when the secret is %j', (secret) => {
    expect(hasBearerSecret('Bearer ', secret)).toBe(false);
    expect(hasBearerSecret('Bearer anything', secret)).toBe(false);
  });
});
