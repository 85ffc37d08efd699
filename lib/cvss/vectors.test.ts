import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreCvss } from './index';

// Red Hat's public test vectors, shared outside the repo (see /work/shared/cvss/README.md).
const VECTORS_DIR = path.resolve(__dirname, '../../../shared/cvss/vectors');
const LINE = /^(\S+) - \((\d+\.\d), (\d+\.\d), (\d+\.\d)\)$/;

describe('reference vectors', () => {
  if (!existsSync(VECTORS_DIR)) {
    it.skip(`reference vectors not found at ${VECTORS_DIR}; skipping`, () => {});
    return;
  }

  for (const file of readdirSync(VECTORS_DIR).sort()) {
    it(`scores every vector in ${file}`, () => {
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
        const result = scoreCvss(vector);
        const actual = [result.baseScore, result.temporalScore, result.environmentalScore]
          .map((score) => score.toFixed(1))
          .join(', ');
        if (actual !== expected)
          mismatches.push(`${vector}: expected (${expected}), got (${actual})`);
      }
      expect(lines.length).toBeGreaterThan(0);
      expect(mismatches).toEqual([]);
    });
  }
});
