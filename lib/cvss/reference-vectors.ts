import { readFileSync } from 'node:fs';
import path from 'node:path';

// Red Hat's public test vectors, kept unchanged beside this file (source, commit and licence in
// fixtures/README.md). A missing file throws, so the tests fail rather than skip.
const VECTORS_DIR = path.join(__dirname, 'fixtures');

/**
 * Checks every line of one reference file (for the vector tests only): `line` splits a line
 * into its fields, `check` returns a description of the mismatch or null.
 */
export function checkReferenceFile(
  file: string,
  line: RegExp,
  check: (fields: string[]) => string | null,
): { count: number; mismatches: string[] } {
  const lines = readFileSync(path.join(VECTORS_DIR, file), 'utf8')
    .split('\n')
    .filter((text) => text.trim() !== '');
  const mismatches: string[] = [];
  for (const text of lines) {
    const match = line.exec(text);
    const problem = match ? check(match.slice(1)) : `unreadable line: ${text}`;
    if (problem) mismatches.push(problem);
  }
  return { count: lines.length, mismatches };
}
