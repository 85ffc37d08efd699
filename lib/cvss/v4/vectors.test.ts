import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreCvss } from '../index';

// FIRST-checked v4.0 vectors from Red Hat's tests, shared outside the repo (see
// ../shared/cvss/README.md). CI always has them: a missing file fails the test.
const VECTORS_DIR = path.resolve(__dirname, '../../../../shared/cvss/vectors');
const FILES = ['vectors_simple4', 'vectors_supplemental4', 'vectors_security4', 'vectors_threat4'];
/** `VECTOR - (score,)` in vectors_simple4, `VECTOR - score` in the others. */
const LINE = /^(\S+) - \(?(\d+\.\d),?\)?$/;

describe('CVSS v4.0 reference vectors', () => {
  let total = 0;

  it.each(FILES)('scores every vector in %s exactly', (file) => {
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
      const [, vector = '', expected] = match;
      const result = scoreCvss(vector);
      const actual = 'score' in result ? result.score.toFixed(1) : `v${result.version}`;
      if (actual !== expected) mismatches.push(`${vector}: expected ${expected}, got ${actual}`);
    }
    total += lines.length;
    expect(lines.length).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });

  it('read all 1,694 vectors', () => {
    expect(total).toBe(1694);
  });
});
