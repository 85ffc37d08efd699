import { describe, expect, it } from 'vitest';
import { scoreCvss3 } from './index';
import { checkReferenceFile } from './reference-vectors';

const FILES = ['vectors_calculator3', 'vectors_cvsslib3', 'vectors_simple3', 'vectors_simple31'];
const LINE = /^(\S+) - \((\d+\.\d), (\d+\.\d), (\d+\.\d)\)$/;

describe('reference vectors', () => {
  it.each(FILES)('scores every vector in %s', (file) => {
    const { count, mismatches } = checkReferenceFile(file, LINE, (fields) => {
      const [vector = '', ...scores] = fields;
      const expected = scores.join(', ');
      const result = scoreCvss3(vector);
      const actual = [result.baseScore, result.temporalScore, result.environmentalScore]
        .map((score) => score.toFixed(1))
        .join(', ');
      return actual === expected ? null : `${vector}: expected (${expected}), got (${actual})`;
    });
    expect(count).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
