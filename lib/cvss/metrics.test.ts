import { describe, expect, it } from 'vitest';
import { BASE_METRIC_KEYS, CVSS_METRICS, METRIC_KEYS } from './index';
import { WEIGHTS } from './metrics';

const weightTableOf = (key: string): Readonly<Record<string, string>> => {
  const base = key.length > 1 && key.startsWith('M') ? key.slice(1) : key;
  if (['C', 'I', 'A'].includes(base)) return WEIGHTS.CIA;
  if (['CR', 'IR', 'AR'].includes(base)) return WEIGHTS.REQUIREMENT;
  const table = (WEIGHTS as Record<string, Readonly<Record<string, string>>>)[base];
  if (table === undefined) throw new Error(`no weight table for ${key}`);
  return table;
};

describe('CVSS_METRICS', () => {
  it('lists every metric once, in vector order', () => {
    expect(CVSS_METRICS.map((metric) => metric.key)).toEqual([...METRIC_KEYS]);
  });

  it('groups metrics as the specification does', () => {
    const keysOf = (group: string) =>
      CVSS_METRICS.filter((m) => m.group === group).map((m) => m.key);
    expect(keysOf('base')).toEqual([...BASE_METRIC_KEYS]);
    expect(keysOf('temporal')).toEqual(['E', 'RL', 'RC']);
    expect(keysOf('environmental')).toHaveLength(11);
  });

  it('offers X (not defined) for every optional metric and never for base metrics', () => {
    for (const metric of CVSS_METRICS) {
      const hasX = metric.values.some((option) => option.value === 'X');
      expect(hasX, metric.key).toBe(metric.group !== 'base');
    }
  });

  it('has a weight for every allowed value', () => {
    // Scope has no weight: it selects which formulas apply.
    for (const metric of CVSS_METRICS.filter((m) => m.key !== 'S' && m.key !== 'MS')) {
      const table = weightTableOf(metric.key);
      for (const option of metric.values) {
        // Modified metrics resolve X to the base value, so X needs no weight there.
        if (option.value === 'X' && metric.key.startsWith('M')) continue;
        expect(table[option.value], `${metric.key}:${option.value}`).toBeDefined();
      }
    }
  });

  it('has Spanish names and labels', () => {
    const av = CVSS_METRICS.find((metric) => metric.key === 'AV');
    expect(av?.name).toBe('Vector de ataque');
    expect(av?.values).toEqual([
      { value: 'N', label: 'Red' },
      { value: 'A', label: 'Red adyacente' },
      { value: 'L', label: 'Local' },
      { value: 'P', label: 'Física' },
    ]);
    for (const metric of CVSS_METRICS) {
      expect(metric.name).not.toBe('');
      for (const option of metric.values) expect(option.label).not.toBe('');
    }
  });
});
