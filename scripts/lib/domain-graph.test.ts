import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  domainCycles,
  importedDomains,
  mapMarkers,
  readDomainGraph,
  renderDomainMap,
  withDomainMap,
} from './domain-graph';

const root = path.resolve(__dirname, '../..');

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([domain, uses]) => [domain, new Set(uses)]));

describe('importedDomains', () => {
  it('reads aliased, dynamic and climbing imports, not its own or deeper ones', () => {
    const source = [
      "import { a } from '@/lib/members';",
      "import type { B } from '@/lib/schedule/client';",
      "const c = await import('@/lib/leads/channels');",
      "import 'server-only';",
      "import { d } from '../auth/roles';",
      "import { e } from './own';",
      "import { f } from '@/lib/privacy/x';",
      "import { g } from '../../content/privacy-notice';",
    ].join('\n');
    expect(importedDomains(source, 'privacy')).toEqual(['members', 'schedule', 'leads', 'auth']);
  });
});

describe('domainCycles', () => {
  it('finds a cycle of two and of three, and none in a one-way graph', () => {
    expect(domainCycles(graph({ auth: ['members'], members: ['auth'] }))).toEqual([
      ['auth', 'members', 'auth'],
    ]);
    expect(domainCycles(graph({ a: ['b'], b: ['c'], c: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
    expect(domainCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});

describe('renderDomainMap', () => {
  it('writes one sorted line a domain, aligned, in a fenced block', () => {
    expect(renderDomainMap(graph({ schedule: ['members', 'firebase'], firebase: [] }))).toBe(
      ['```text', 'firebase  → (nothing)', 'schedule  → firebase, members', '```'].join('\n'),
    );
  });
});

describe('withDomainMap', () => {
  const doc = (block: string) => `# A\n\n${mapMarkers.start}${block}${mapMarkers.end}\n\nafter\n`;

  it('replaces what lies between the markers, and only that', () => {
    expect(withDomainMap(doc('\nold\n'), 'new')).toBe(doc('\n\nnew\n\n'));
    expect(withDomainMap(withDomainMap(doc(''), 'new'), 'new')).toBe(doc('\n\nnew\n\n'));
  });

  it('refuses a page without the markers', () => {
    expect(() => withDomainMap('# A\n', 'new')).toThrow(/markers are missing/);
  });
});

describe("lib/'s domains", () => {
  const domains = readDomainGraph(root);

  it('import one another one way only: no cycle (docs/architecture.md)', () => {
    expect(domainCycles(domains)).toEqual([]);
  });

  it("match docs/architecture.md's map (How the domains depend on each other)", () => {
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect(
      doc,
      "docs/architecture.md's domain map differs from the imports: run `npm run docs:map`",
    ).toBe(withDomainMap(doc, renderDomainMap(domains)));
  });
});
