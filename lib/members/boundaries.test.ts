import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shift's data is members' alone, but every transaction that hands a shift over or deletes
// a member is the schedule's: members offers plain functions taking the transaction and calls
// nobody back, so the domains depend one way (docs/architecture.md, How the domains depend).
const root = path.resolve(__dirname, '../..');

/** The product's files of a folder of lib/ (tests aside). */
const filesOf = (folder: string) =>
  readdirSync(path.join(root, 'lib', folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join('lib', folder, file));

/** The lib/ domains a file imports (`@/lib/<domain>` and anything under it). */
const domainsImportedBy = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/from '@\/lib\/([a-z-]+)/g)].map(
    ([, domain]) => domain,
  );

describe('members and the schedule', () => {
  it('members imports neither the schedule, notifications, auth nor staff accounts', () => {
    const imported = new Set(filesOf('members').flatMap(domainsImportedBy));
    for (const domain of ['schedule', 'notifications', 'auth', 'staff-accounts']) {
      expect(imported, domain).not.toContain(domain);
    }
  });

  it('only the schedule hands a shift over (writeHandoff)', () => {
    const callers = ['app', 'components', 'lib', 'scripts']
      .flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
          path.join(folder, file),
        ),
      )
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.startsWith('lib/members/'))
      .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('writeHandoff('));
    expect(callers).toEqual(['lib/schedule/shared.ts']);
  });
});
