import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** Every `index.ts` under lib/: a folder's entry. */
function entries(dir = path.join(root, 'lib')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : entries(full);
    return entry.name === 'index.ts' ? [full] : [];
  });
}

/** The statements of a module that are neither re-exports nor the `server-only` marker. */
function logicIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter((statement) => {
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) return false;
      if (ts.isImportDeclaration(statement) && !statement.importClause) return false;
      return true;
    })
    .map((statement) => statement.getText(source).split('\n')[0] ?? '');
}

describe("lib/'s folder entries", () => {
  it('are found', () => {
    expect(entries().length).toBeGreaterThan(10);
  });

  it.each(entries().map((file) => [path.relative(root, file), file]))(
    '%s only re-exports its modules',
    (_name, file) => {
      expect(logicIn(file)).toEqual([]);
    },
  );

  it('tells logic from a re-export', () => {
    const file = path.join(root, 'scripts', 'barrels.test.ts');
    expect(logicIn(file).length).toBeGreaterThan(0);
  });
});
