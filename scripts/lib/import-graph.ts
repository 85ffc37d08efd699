import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The repository's import graph, as TypeScript resolves it (tsconfig.json's paths). */
const root = path.resolve(__dirname, '../..');
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);

/** The source files (not tests) under `dir`, a path from the repository's root. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, dir, file));

/**
 * Every project file reachable from `entries` (absolute paths) through imports (static,
 * dynamic, re-exports), as paths from the repository's root.
 */
export function reachableFiles(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) {
        queue.push(path.resolve(resolved.resolvedFileName));
      }
    }
  }
  return [...seen].map((file) => path.relative(root, file));
}

export const repositoryRoot = root;
