import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkTracedPaths,
  diskTree,
  parseTracedPaths,
  reaches,
  resolveImport,
  valueImports,
  type SourceTree,
} from './traced-paths';

const root = path.resolve(__dirname, '../..');

/** A fixture repository: file → text. */
const memoryTree = (files: Record<string, string>): SourceTree => ({ read: (file) => files[file] });

const tree = memoryTree({
  'app/api/x/route.ts': "import { run } from '@/lib/jobs';",
  'lib/jobs/index.ts': "export { run } from './run';",
  'lib/jobs/run.ts': "import { write } from '../store/write';\nimport type { T } from '@/lib/t';",
  'lib/store/write.ts': "const hooks = await import('@/lib/hooks/send');",
  'lib/hooks/send.tsx': '',
  'lib/t.ts': '',
  'lib/alone.ts': '',
});

const section = (lists: string) =>
  ['# Page', '', '### Paths', '', 'Intro paragraph.', '', lists, '', '## Next', '', '1. `x`'].join(
    '\n',
  );

describe('valueImports', () => {
  it('reads static, re-exported and dynamic imports, not type-only ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, d } from './c';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "import 'server-only';",
      "const g = await import('@/lib/g');",
    ].join('\n');
    expect(valueImports('x.ts', source)).toEqual(['./a', './c', './e', 'server-only', '@/lib/g']);
  });
});

describe('resolveImport', () => {
  it('follows `@/` and relative paths to a .ts, .tsx or index.ts, and leaves packages out', () => {
    expect(resolveImport('app/api/x/route.ts', '@/lib/jobs', tree)).toBe('lib/jobs/index.ts');
    expect(resolveImport('lib/jobs/run.ts', '../store/write', tree)).toBe('lib/store/write.ts');
    expect(resolveImport('lib/store/write.ts', '../hooks/send', tree)).toBe('lib/hooks/send.tsx');
    expect(resolveImport('lib/jobs/run.ts', 'next/server', tree)).toBeUndefined();
  });
});

describe('reaches', () => {
  it('follows imports through barrels and other files, one way, not through type imports', () => {
    expect(reaches('app/api/x/route.ts', 'lib/hooks/send.tsx', tree)).toBe(true);
    expect(reaches('lib/hooks/send.tsx', 'app/api/x/route.ts', tree)).toBe(false);
    expect(reaches('lib/jobs/run.ts', 'lib/t.ts', tree)).toBe(false);
  });
});

describe('parseTracedPaths', () => {
  it('reads each list after its paragraph, the steps and their indented sub-steps', () => {
    const paths = parseTracedPaths(
      section(
        [
          'One request:',
          '',
          '1. `app/api/x/route.ts`: the route, then:',
          '   - `lib/jobs/run.ts`: runs (through `lib/jobs/index.ts` and `index.ts`).',
          '     - `lib/store/write.ts`: writes.',
          '   - `lib/hooks/send.tsx`: sends.',
          '2. `lib/hooks/send.tsx`: again.',
          '',
          'Another:',
          '',
          '- `lib/t.ts`: alone.',
        ].join('\n'),
      ),
      'Paths',
    );
    expect(paths).toEqual([
      {
        title: 'One request:',
        steps: [
          {
            file: 'app/api/x/route.ts',
            named: ['app/api/x/route.ts'],
            line: 9,
            steps: [
              {
                file: 'lib/jobs/run.ts',
                named: ['lib/jobs/run.ts', 'lib/jobs/index.ts'],
                line: 10,
                steps: [
                  {
                    file: 'lib/store/write.ts',
                    named: ['lib/store/write.ts'],
                    line: 11,
                    steps: [],
                  },
                ],
              },
              { file: 'lib/hooks/send.tsx', named: ['lib/hooks/send.tsx'], line: 12, steps: [] },
            ],
          },
          { file: 'lib/hooks/send.tsx', named: ['lib/hooks/send.tsx'], line: 13, steps: [] },
        ],
      },
      {
        title: 'Another:',
        steps: [{ file: 'lib/t.ts', named: ['lib/t.ts'], line: 17, steps: [] }],
      },
    ]);
  });

  it('refuses a step that does not start with its file', () => {
    expect(() => parseTracedPaths(section('1. the route: `x.ts`'), 'Paths')).toThrow(/line 7/i);
  });
});

describe('checkTracedPaths', () => {
  const problems = (lists: string) =>
    checkTracedPaths(parseTracedPaths(section(lists), 'Paths'), tree);

  it('passes a chain, and sub-steps each reached from their parent', () => {
    expect(
      problems(
        [
          '1. `app/api/x/route.ts`: the route.',
          '2. `lib/jobs/run.ts`: runs, calling:',
          '   - `lib/store/write.ts`: writes.',
          '   - `lib/hooks/send.tsx`: sends.',
          '3. `lib/store/write.ts`: chains from step 2, not from its last sub-step.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('fails a step the step before does not reach', () => {
    expect(
      problems(
        ['1. `app/api/x/route.ts`: the route.', '2. `lib/alone.ts`: not imported.'].join('\n'),
      ),
    ).toEqual([
      'line 8: `lib/alone.ts` is not imported, even indirectly, by `app/api/x/route.ts` (line 7)',
    ]);
  });

  it('fails a sub-step its parent does not reach, though its sibling does', () => {
    expect(
      problems(
        [
          '1. `lib/store/write.ts`: writes.',
          '   - `lib/hooks/send.tsx`: reached.',
          '   - `lib/jobs/run.ts`: not from write.ts (its sibling is no parent).',
        ].join('\n'),
      ),
    ).toEqual([
      'line 9: `lib/jobs/run.ts` is not imported, even indirectly, by `lib/store/write.ts` (line 7)',
    ]);
  });

  it('fails a file that does not exist, the step itself or a path it names', () => {
    expect(
      problems(
        [
          '1. `app/api/x/route.ts`: the route (`lib/gone.ts`, `bare.ts` is prose).',
          '2. `lib/missing.ts`: gone.',
        ].join('\n'),
      ),
    ).toEqual(['line 7: `lib/gone.ts` does not exist', 'line 8: `lib/missing.ts` does not exist']);
  });
});

describe("docs/architecture.md's traced paths (Two requests, end to end)", () => {
  const paths = parseTracedPaths(
    readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'),
    'Two requests, end to end (one line a file)',
  );

  it('are found', () => {
    expect(paths.length).toBeGreaterThanOrEqual(2);
  });

  it('name files that exist, each reached from the step before it or its parent', () => {
    expect(checkTracedPaths(paths, diskTree(root))).toEqual([]);
  });
});
