import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCalendlySigned } from './signature';

const key = 'calendly-signing-key-0123456789abcdef';
const body = '{"event":"invitee.created","payload":{"email":"a@b.cl"}}';
const now = 1_796_000_000_000;
const t = now / 1000;
// Computed as Calendly's documentation shows, independently of the code under test.
const sign = (at: number, raw: string, signingKey = key) =>
  `t=${at},v1=${createHmac('sha256', signingKey).update(`${at}.${raw}`).digest('hex')}`;

describe('isCalendlySigned', () => {
  it('accepts a delivery signed with the key within 180 s, either side', () => {
    expect(isCalendlySigned(key, { header: sign(t, body), body }, now)).toBe(true);
    expect(isCalendlySigned(key, { header: sign(t - 180, body), body }, now)).toBe(true);
    expect(isCalendlySigned(key, { header: sign(t + 180, body), body }, now)).toBe(true);
  });

  it('refuses a stale or early one, a changed body, another key, a missing or malformed header', () => {
    expect(isCalendlySigned(key, { header: sign(t - 181, body), body }, now)).toBe(false);
    expect(isCalendlySigned(key, { header: sign(t + 181, body), body }, now)).toBe(false);
    expect(isCalendlySigned(key, { header: sign(t, body), body: `${body} ` }, now)).toBe(false);
    expect(isCalendlySigned(key, { header: sign(t, body, 'otra-clave'), body }, now)).toBe(false);
    expect(isCalendlySigned(key, { header: null, body }, now)).toBe(false);
    expect(isCalendlySigned(key, { header: `t=${t}`, body }, now)).toBe(false);
    expect(isCalendlySigned(key, { header: `t=${t},v1=abc`, body }, now)).toBe(false);
    expect(isCalendlySigned(key, { header: `t=soon,v1=${'0'.repeat(64)}`, body }, now)).toBe(false);
  });
});
