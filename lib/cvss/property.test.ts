import { describe, expect, it } from 'vitest';
import { CVSS_METRICS, CvssError, scoreCvss3, severityOf, type CvssResult } from './index';

/** mulberry32: a tiny seeded PRNG, so failures are reproducible without a dependency. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(0xc0ffee);
const int = (max: number): number => Math.floor(random() * max);
const pick = <T>(items: readonly T[]): T => {
  const item = items[int(items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

const ALPHABET = 'CVSS:3.01/AVNLHXPRUIMECFTWOavnlhx :/\t-_.é\u0000';
const randomChar = (): string =>
  random() < 0.9 ? pick([...ALPHABET]) : String.fromCharCode(int(0x3000));
const garbage = (): string => Array.from({ length: int(140) }, randomChar).join('');

/** A valid vector with random values, random order and random optional metrics (X included). */
function validVector(): string {
  const fields = CVSS_METRICS.filter((metric) => metric.group === 'base' || random() < 0.4).map(
    (metric) => `${metric.key}:${pick(metric.values).value}`,
  );
  return `CVSS:${pick(['3.0', '3.1'])}/${shuffle(fields).join('/')}`;
}

const MUTATIONS: ((vector: string) => string)[] = [
  (v) => {
    const i = int(v.length);
    return v.slice(0, i) + v.slice(i + 1);
  },
  (v) => {
    const i = int(v.length + 1);
    return v.slice(0, i) + randomChar() + v.slice(i);
  },
  (v) => {
    const i = int(v.length);
    return v.slice(0, i) + randomChar() + v.slice(i + 1);
  },
  (v) => {
    const i = int(v.length);
    const c = v.charAt(i);
    const swapped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
    return v.slice(0, i) + swapped + v.slice(i + 1);
  },
  (v) => v.slice(0, int(v.length)),
  (v) => `${v}/`,
  (v) => `${v}/${pick(v.split('/'))}`,
  (v) =>
    v
      .split('/')
      .filter((_, i) => i === 0 || random() < 0.8)
      .join('/'),
  (v) => v.replace('/', pick(['//', ' /', '/ ', '\n/'])),
  (v) => v.repeat(2 + int(3)),
];

function mutated(): string {
  let vector = validVector();
  for (let n = 1 + int(3); n > 0; n--) vector = pick(MUTATIONS)(vector);
  return vector;
}

const isTenth = (score: number): boolean =>
  score >= 0 && score <= 10 && Math.round(score * 10) / 10 === score;

function checkResult(result: CvssResult): void {
  for (const score of [result.baseScore, result.temporalScore, result.environmentalScore]) {
    expect(isTenth(score), `${result.vector}: ${score}`).toBe(true);
  }
  expect(result.severity).toBe(severityOf(result.baseScore));
  expect(result.temporalScore).toBeLessThanOrEqual(result.baseScore);
  expect(scoreCvss3(result.vector)).toEqual(result);
}

/** Scores or throws CvssError; anything else (another error, NaN, out of range) fails. */
function outcome(vector: string): 'scored' | 'rejected' {
  try {
    checkResult(scoreCvss3(vector));
    return 'scored';
  } catch (error) {
    if (!(error instanceof CvssError)) throw error;
    expect(error.message.length, JSON.stringify(vector)).toBeGreaterThan(0);
    return 'rejected';
  }
}

describe('random input', () => {
  it('scores every valid vector', () => {
    for (let n = 0; n < 3000; n++) expect(outcome(validVector())).toBe('scored');
  });

  it('either scores or throws CvssError for garbage and mutated vectors', () => {
    const counts = { scored: 0, rejected: 0 };
    for (let n = 0; n < 3000; n++) counts[outcome(garbage())]++;
    for (let n = 0; n < 6000; n++) counts[outcome(mutated())]++;
    // Make sure the generators exercise both paths.
    expect(counts.scored).toBeGreaterThan(100);
    expect(counts.rejected).toBeGreaterThan(3000);
  });
});
