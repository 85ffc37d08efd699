import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scheduleCollections } from './collections';

// The schedule owns the shift: its collections and every write to them. Members keep member
// records and call nobody back, so the domains depend one way (docs/architecture.md).
const root = path.resolve(__dirname, '../..');

/** Every TypeScript file of the given top-level folders. */
const sourcesIn = (...folders: string[]) =>
  folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(folder, file)),
  );

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the shift has one owner', () => {
  it("no file outside lib/schedule names the shift's collections", () => {
    const names = Object.values(scheduleCollections);
    const naming = sourcesIn('app', 'components', 'lib', 'scripts', 'integration', 'e2e')
      .filter((file) => !file.startsWith('lib/schedule/'))
      .filter((file) => names.some((name) => read(file).includes(`'${name}'`)));
    expect(naming).toEqual([]);
  });

  it('members imports neither the schedule, notifications, auth nor staff accounts', () => {
    const imported = new Set(
      sourcesIn('lib/members')
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .flatMap((file) =>
          [...read(file).matchAll(/from '@\/lib\/([a-z-]+)/g)].map(([, domain]) => domain),
        ),
    );
    for (const domain of ['schedule', 'notifications', 'auth', 'staff-accounts']) {
      expect(imported, domain).not.toContain(domain);
    }
  });

  it('only the handoff puts a member on duty (putOnDuty)', () => {
    const callers = sourcesIn('app', 'components', 'lib', 'scripts')
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('lib/members/'))
      .filter((file) => read(file).includes('putOnDuty('));
    expect(callers).toEqual(['lib/schedule/shift/hand-over.ts']);
  });
});
