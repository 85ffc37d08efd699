import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSlackSigned } from './signature';

const secret = '8f742231b10e8888abcd99yyyzzz85a5';
const body = 'token=x&team_id=T1&command=%2Fturno&text=ahora';
const now = 1_732_870_000_000;
const timestamp = String(now / 1000);
// Computed the way Slack's documentation shows, independently of the code under test.
const sign = (ts: string, raw: string, key = secret) =>
  `v0=${createHmac('sha256', key).update(`v0:${ts}:${raw}`).digest('hex')}`;

describe('isSlackSigned', () => {
  it('accepts a request signed with the secret, within five minutes', () => {
    expect(isSlackSigned(secret, { timestamp, signature: sign(timestamp, body), body }, now)).toBe(
      true,
    );
    const early = String(now / 1000 - 299);
    expect(
      isSlackSigned(secret, { timestamp: early, signature: sign(early, body), body }, now),
    ).toBe(true);
  });

  it('refuses a changed body, another secret, a missing header or a malformed signature', () => {
    const signature = sign(timestamp, body);
    expect(isSlackSigned(secret, { timestamp, signature, body: `${body}&x=1` }, now)).toBe(false);
    expect(
      isSlackSigned(secret, { timestamp, signature: sign(timestamp, body, 'otro'), body }, now),
    ).toBe(false);
    expect(isSlackSigned(secret, { timestamp: null, signature, body }, now)).toBe(false);
    expect(isSlackSigned(secret, { timestamp, signature: null, body }, now)).toBe(false);
    expect(isSlackSigned(secret, { timestamp, signature: 'v0=abc', body }, now)).toBe(false);
    expect(isSlackSigned(secret, { timestamp: 'soon', signature, body }, now)).toBe(false);
  });

  it('refuses a stale or future timestamp (more than 300 s off), even correctly signed', () => {
    for (const ts of [String(now / 1000 - 301), String(now / 1000 + 301)]) {
      expect(isSlackSigned(secret, { timestamp: ts, signature: sign(ts, body), body }, now)).toBe(
        false,
      );
    }
  });
});
