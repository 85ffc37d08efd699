import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Firebase keeps a session signed in within the second of a revocation: lib/auth/revocation.ts
// waits that second out, and every revocation of the product (sign-out, a role removed, an
// account disabled) goes through it. A direct `revokeRefreshTokens` would bring the hole back.
const root = path.resolve(__dirname, '..');
const revocation = 'lib/auth/revocation.ts';

/** The product's code (tests aside: they stand in for an operator revoking from outside). */
function productFiles(): string[] {
  const rootFiles = readdirSync(root).filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  const folders = ['app', 'components', 'lib', 'scripts', 'cms/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(dir, file),
    ),
  );
  return [...rootFiles, ...folders].filter(
    (file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file),
  );
}

const revoking = (file: string) =>
  readFileSync(path.join(root, file), 'utf8').includes('revokeRefreshTokens');

describe('revoking sessions', () => {
  it('is looked for in the code that revokes', () => {
    const files = productFiles();
    expect(files).toContain('lib/auth/session.ts');
    expect(files).toContain('lib/staff-accounts/disable.ts');
    expect(files).toContain('scripts/user-role.ts');
    expect(files).toContain('proxy.ts');
  });

  it(`happens only in ${revocation}, which waits out the second of the change`, () => {
    expect(productFiles().filter(revoking)).toEqual([revocation]);
  });
});
