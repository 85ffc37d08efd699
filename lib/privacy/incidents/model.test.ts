import { describe, expect, it } from 'vitest';
import { dueAlerts, hoursBetween } from './model';

const HOUR = 3_600_000;
const now = new Date('2026-12-03T12:00:00Z');
const detectedHoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
const incident = (overrides: Partial<Parameters<typeof dueAlerts>[0]> = {}) => ({
  status: 'abierto' as const,
  risk: 'medio' as const,
  detectedAt: detectedHoursAgo(25),
  alertsSent: [] as number[],
  ...overrides,
});

describe('hoursBetween', () => {
  it('counts whole hours, never below zero', () => {
    expect(hoursBetween(detectedHoursAgo(23.99), now)).toBe(23);
    expect(hoursBetween(detectedHoursAgo(24), now)).toBe(24);
    expect(hoursBetween(new Date(now.getTime() + HOUR), now)).toBe(0);
  });
});

describe('dueAlerts', () => {
  it('is due at 24 h, not a minute before', () => {
    expect(
      dueAlerts(incident({ detectedAt: new Date(now.getTime() - 24 * HOUR + 60_000) }), now),
    ).toEqual([]);
    expect(dueAlerts(incident({ detectedAt: detectedHoursAgo(24) }), now)).toEqual([24]);
  });

  it('gives 72 h once 24 h was told, and nothing once both were', () => {
    expect(
      dueAlerts(incident({ detectedAt: detectedHoursAgo(71), alertsSent: [24] }), now),
    ).toEqual([]);
    expect(
      dueAlerts(incident({ detectedAt: detectedHoursAgo(72), alertsSent: [24] }), now),
    ).toEqual([72]);
    expect(
      dueAlerts(incident({ detectedAt: detectedHoursAgo(200), alertsSent: [24, 72] }), now),
    ).toEqual([]);
  });

  it('gives both marks to an incident registered after 72 h', () => {
    expect(dueAlerts(incident({ detectedAt: detectedHoursAgo(80) }), now)).toEqual([24, 72]);
  });

  it('leaves out a low risk, and one notified, closed or dismissed', () => {
    expect(dueAlerts(incident({ risk: 'bajo', detectedAt: detectedHoursAgo(80) }), now)).toEqual(
      [],
    );
    for (const status of ['notificado', 'cerrado', 'descartado'] as const) {
      expect(dueAlerts(incident({ status, detectedAt: detectedHoursAgo(80) }), now)).toEqual([]);
    }
    expect(dueAlerts(incident({ risk: 'alto', detectedAt: detectedHoursAgo(30) }), now)).toEqual([
      24,
    ]);
  });
});
