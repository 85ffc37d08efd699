import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableFiles, repositoryRoot as root, sourceFiles } from './lib/import-graph';

// The production build (`npm run build`, and what the server loads at run time) stands on its
// own: the local stack's orchestrator (scripts/stack.ts, scripts/lib/) is a developer's tool.

/** What the build reads: Next's config and hooks, every route, and the step after `next build`. */
const entries = [
  ...['next.config.mjs', 'instrumentation.ts', 'proxy.ts', 'scripts/assemble-standalone.ts'].map(
    (file) => path.join(root, file),
  ),
  ...sourceFiles('app'),
  ...sourceFiles('lib/cache'),
];

describe('the production build', () => {
  const files = reachableFiles(entries);

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
