import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Which dependencies may run install scripts is decided in each package.json (allowScripts), and
// docs/local-stack.md says why for each; an install fails on a script nobody decided on.
const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const folders = { root: '', 'cms/': 'cms/' } as const;

/** "package folder allow|deny" for each allowScripts entry of both package.json files. */
function decisions(): string[] {
  return Object.entries(folders).flatMap(([folder, dir]) => {
    const { allowScripts = {} } = JSON.parse(read(`${dir}package.json`)) as {
      allowScripts?: Record<string, boolean>;
    };
    return Object.entries(allowScripts).map(
      ([name, allowed]) => `${name} ${folder} ${allowed ? 'allow' : 'deny'}`,
    );
  });
}

/** The same, read from the table under "Install scripts" in docs/local-stack.md. */
function documented(): string[] {
  const section = read('docs/local-stack.md').split('\n## Install scripts\n')[1] ?? '';
  return section
    .split('\n## ')[0]!
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [name = '', where = '', script = ''] = line
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim().replaceAll('`', ''));
      return where.split(', ').map((folder) => `${name} ${folder} ${script}`);
    });
}

describe('install scripts', () => {
  it('are each allowed or denied in package.json, with the reason in docs/local-stack.md', () => {
    expect(decisions().length).toBeGreaterThan(0);
    expect(documented().sort()).toEqual(decisions().sort());
  });

  it('allow none: the product needs no install script (nothing is compiled on install)', () => {
    expect(decisions().filter((decision) => decision.endsWith(' allow'))).toEqual([]);
  });

  it.each(Object.values(folders))('%s.npmrc fails an install on an unreviewed script', (dir) => {
    expect(read(`${dir}.npmrc`)).toMatch(/^strict-allow-scripts=true$/m);
  });
});
