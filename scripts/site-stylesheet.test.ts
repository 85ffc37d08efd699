import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableFiles, repositoryRoot as root, sourceFiles } from './lib/import-graph';

// The public pages' stylesheet (app/(site)/site.css) leaves the staff tool's files out of
// Tailwind's scan (`@source not`): a class only those files use has no rule there. So no public
// page may render anything from them.
const stylesheet = path.join(root, 'app/(site)/site.css');
const excluded = [...readFileSync(stylesheet, 'utf8').matchAll(/@source not '([^']+)';/g)].map(
  ([, source]) => path.relative(root, path.resolve(path.dirname(stylesheet), source!)),
);

describe("the site's stylesheet", () => {
  it('leaves out paths that exist', () => {
    expect(excluded.length).toBeGreaterThan(0);
    for (const source of excluded) expect(existsSync(path.join(root, source)), source).toBe(true);
  });

  it('scans every file the public pages render', () => {
    const rendered = reachableFiles([
      path.join(root, 'app/layout.tsx'),
      ...sourceFiles('app/(site)'),
    ]);
    expect(rendered).toContain('components/site/site-header.tsx');
    const outside = rendered.filter((file) =>
      excluded.some((source) => file === source || file.startsWith(`${source}${path.sep}`)),
    );
    expect(outside).toEqual([]);
  });
});
