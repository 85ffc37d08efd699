import { describe, expect, it } from 'vitest';
import {
  isClaimable,
  isLastAttempt,
  isPermanentStatus,
  leaseMs,
  retryDelayMs,
} from './retry-policy';

const seconds = (ms: number) => ms / 1000;

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure and doubles after each one', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => seconds(retryDelayMs(n)))).toEqual([
      30, 60, 120, 240, 480, 960, 1920,
    ]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(seconds(retryDelayMs(8))).toBe(3600);
    expect(seconds(retryDelayMs(500))).toBe(3600);
  });

  it('treats "no attempt yet" like the first', () => {
    expect(retryDelayMs(0)).toBe(retryDelayMs(1));
  });
});

describe('isPermanentStatus', () => {
  it('gives up on a 4xx: the same request will be refused again', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 451, 499]) {
      expect(isPermanentStatus(status), String(status)).toBe(true);
    }
  });

  it('retries what may pass later: 408, 429 and every 5xx', () => {
    for (const status of [408, 429, 500, 502, 503, 504, 599]) {
      expect(isPermanentStatus(status), String(status)).toBe(false);
    }
  });

  it('never calls a success or a redirect permanent', () => {
    for (const status of [200, 201, 204, 301, 302, 304]) {
      expect(isPermanentStatus(status), String(status)).toBe(false);
    }
  });
});

describe('isLastAttempt', () => {
  it("gives up at the channel's last attempt, never without a bound", () => {
    expect(isLastAttempt(7, 8)).toBe(false);
    expect(isLastAttempt(8, 8)).toBe(true);
    expect(isLastAttempt(500, undefined)).toBe(false);
  });
});

describe('leaseMs', () => {
  it('outlasts the request timeout', () => {
    expect(leaseMs(10_000)).toBeGreaterThan(10_000);
  });
});

describe('isClaimable', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  const earlier = new Date(now.getTime() - 1);
  const later = new Date(now.getTime() + 1);

  it('takes a pending lead once its backoff is over', () => {
    expect(isClaimable({ status: 'pending', nextAttemptAt: earlier }, now)).toBe(true);
    expect(isClaimable({ status: 'pending', nextAttemptAt: now }, now)).toBe(true);
    expect(isClaimable({ status: 'pending', nextAttemptAt: later }, now)).toBe(false);
  });

  it('takes a held message when its 15 minutes are over, or at once when asked', () => {
    expect(isClaimable({ status: 'held', nextAttemptAt: earlier }, now)).toBe(true);
    expect(isClaimable({ status: 'held', nextAttemptAt: later }, now)).toBe(false);
    expect(isClaimable({ status: 'held', nextAttemptAt: later }, now, true)).toBe(true);
  });

  it('skips the backoff only when asked', () => {
    expect(isClaimable({ status: 'pending', nextAttemptAt: later }, now, true)).toBe(true);
  });

  it('leaves a lead being forwarded alone until its lease ends, even when asked', () => {
    expect(isClaimable({ status: 'forwarding', nextAttemptAt: later }, now, true)).toBe(false);
    expect(isClaimable({ status: 'forwarding', nextAttemptAt: earlier }, now)).toBe(true);
  });

  it('never takes a forwarded, stored or given-up message', () => {
    for (const status of ['forwarded', 'stored', 'failed'] as const) {
      expect(isClaimable({ status, nextAttemptAt: earlier }, now, true)).toBe(false);
      expect(isClaimable({ status }, now, true)).toBe(false);
    }
  });
});
