import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The production build (`npm run build`, and what the server loads at run time) stands on its
// own: the local stack's orchestrator (scripts/stack.ts, scripts/lib/) is a developer's tool.
const root = path.resolve(__dirname, '..');
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);

const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, dir, file));

/** What the build reads: Next's config and hooks, every route, and the step after `next build`. */
const entries = [
  ...['next.config.mjs', 'instrumentation.ts', 'proxy.ts', 'scripts/assemble-standalone.ts'].map(
    (file) => path.join(root, file),
  ),
  ...sources('app'),
  ...sources('lib/cache'),
];

/** Every project file reachable from `entries` through imports (static, dynamic, re-exports). */
function reachable(from: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) {
        queue.push(path.resolve(resolved.resolvedFileName));
      }
    }
  }
  return seen;
}

describe('the production build', () => {
  const files = [...reachable(entries)].map((file) => path.relative(root, file));

  it('follows the imports it should (the check reaches lib/ and the build step)', () => {
    expect(files).toContain('lib/env-schema.ts');
    expect(files).toContain('lib/cache/builds.mjs');
    expect(files).toContain('scripts/assemble-standalone.ts');
  });

  it("imports nothing from the local stack's orchestrator", () => {
    const scripts = files.filter((file) => file.startsWith(`scripts${path.sep}`));
    expect(scripts).toEqual(['scripts/assemble-standalone.ts']);
  });
});
