import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreCvss3 } from './index';

// Red Hat's public test vectors, shared outside the repo (see ../shared/cvss/README.md). CI
// always has them: a missing folder or file fails the test, it is never skipped.
const VECTORS_DIR = path.resolve(__dirname, '../../../shared/cvss/vectors');
const FILES = ['vectors_calculator3', 'vectors_cvsslib3', 'vectors_simple3', 'vectors_simple31'];
const LINE = /^(\S+) - \((\d+\.\d), (\d+\.\d), (\d+\.\d)\)$/;

describe('reference vectors', () => {
  it.each(FILES)('scores every vector in %s', (file) => {
    const lines = readFileSync(path.join(VECTORS_DIR, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const mismatches: string[] = [];
    for (const line of lines) {
      const match = LINE.exec(line);
      if (!match) {
        mismatches.push(`unreadable line: ${line}`);
        continue;
      }
      const [, vector = '', base, temporal, environmental] = match;
      const expected = [base, temporal, environmental].join(', ');
      const result = scoreCvss3(vector);
      const actual = [result.baseScore, result.temporalScore, result.environmentalScore]
        .map((score) => score.toFixed(1))
        .join(', ');
      if (actual !== expected)
        mismatches.push(`${vector}: expected (${expected}), got (${actual})`);
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
