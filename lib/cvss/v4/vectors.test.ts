import { describe, expect, it } from 'vitest';
import { scoreCvss } from '../index';
import { checkReferenceFile } from '../reference-vectors';

// FIRST-checked v4.0 vectors from Red Hat's tests (lib/cvss/fixtures/README.md).
const FILES = ['vectors_simple4', 'vectors_supplemental4', 'vectors_security4', 'vectors_threat4'];
/** `VECTOR - (score,)` in vectors_simple4, `VECTOR - score` in the others. */
const LINE = /^(\S+) - \(?(\d+\.\d),?\)?$/;

describe('CVSS v4.0 reference vectors', () => {
  let total = 0;

  it.each(FILES)('scores every vector in %s exactly', (file) => {
    const { count, mismatches } = checkReferenceFile(file, LINE, ([vector = '', expected]) => {
      const result = scoreCvss(vector);
      const actual = 'score' in result ? result.score.toFixed(1) : `v${result.version}`;
      return actual === expected ? null : `${vector}: expected ${expected}, got ${actual}`;
    });
    total += count;
    expect(count).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });

  it('read all 1,694 vectors', () => {
    expect(total).toBe(1694);
  });
});
