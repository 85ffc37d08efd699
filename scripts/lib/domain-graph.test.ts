import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainCycles, importedDomains, readDomainGraph } from './domain-graph';

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

describe("lib/'s domains", () => {
  it('import one another one way only: no cycle (docs/architecture.md)', () => {
    expect(domainCycles(readDomainGraph(path.resolve(__dirname, '../..')))).toEqual([]);
  });
});
