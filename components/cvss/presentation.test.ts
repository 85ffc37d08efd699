import { describe, expect, it } from 'vitest';
import { SEVERITY_LABELS, severityOf, type Severity } from '@/lib/cvss';
import { SEVERITY_SCALE, formatScore, severityStyle } from './presentation';

const SEVERITIES = Object.keys(SEVERITY_LABELS) as Severity[];

describe('severityStyle', () => {
  it('gives every severity its own colours', () => {
    for (const kind of ['solid', 'soft', 'swatch'] as const) {
      const classes = SEVERITIES.map((severity) => severityStyle(severity)[kind]);
      expect(new Set(classes).size).toBe(SEVERITIES.length);
    }
  });

  it('pairs every fill with a text colour', () => {
    for (const severity of SEVERITIES) {
      const { solid, soft, swatch } = severityStyle(severity);
      expect(solid).toMatch(/(^| )bg-\S+/);
      expect(solid).toMatch(/(^| )text-\S+/);
      expect(soft).toMatch(/(^| )text-\S+/);
      expect(soft).toMatch(/(^| )ring-\S+/);
      expect(solid.split(' ')).toContain(swatch);
    }
  });
});

describe('SEVERITY_SCALE', () => {
  it('lists the five ratings in order, with their Spanish names', () => {
    expect(SEVERITY_SCALE.map((band) => band.label)).toEqual([
      'Ninguna',
      'Baja',
      'Media',
      'Alta',
      'Crítica',
    ]);
  });

  it('covers 0 to 10 without gaps, one decimal apart', () => {
    expect(SEVERITY_SCALE[0]?.min).toBe(0);
    expect(SEVERITY_SCALE.at(-1)?.max).toBe(10);
    for (let i = 1; i < SEVERITY_SCALE.length; i++) {
      const previous = SEVERITY_SCALE[i - 1];
      const current = SEVERITY_SCALE[i];
      expect(Math.round(((current?.min ?? 0) - (previous?.max ?? 0)) * 10)).toBe(1);
    }
  });

  it('agrees with severityOf at both ends of every band', () => {
    for (const band of SEVERITY_SCALE) {
      expect(severityOf(band.min)).toBe(band.severity);
      expect(severityOf(band.max)).toBe(band.severity);
    }
  });

  it('writes the ranges as docs/product.md does', () => {
    expect(SEVERITY_SCALE.map((band) => band.range)).toEqual([
      '0.0',
      '0.1–3.9',
      '4.0–6.9',
      '7.0–8.9',
      '9.0–10.0',
    ]);
  });
});

describe('formatScore', () => {
  it.each([
    [0, '0.0'],
    [4, '4.0'],
    [9.8, '9.8'],
    [10, '10.0'],
  ])('writes %s as %s', (score, text) => expect(formatScore(score)).toBe(text));
});
