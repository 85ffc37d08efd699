import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The traced paths of docs/architecture.md ("Two requests, end to end"), checked against the
 * imports: each step names a file as its first code span; a top-level step is reached from the
 * step before it, a sub-step (an indented list under a step) from that step, its parent.
 */
interface TracedStep {
  /** The file the step names (its first code span), relative to the repository. */
  file: string;
  /** Every repository path its code spans name (the file first), each of which must exist. */
  named: string[];
  /** The page's line, 1-based, for the messages. */
  line: number;
  steps: TracedStep[];
}

/** A list of steps and the paragraph that introduces it ("The minute job handing over a shift:"). */
export interface TracedPath {
  title: string;
  steps: TracedStep[];
}

/** The files the checker reads: the repository on disk, or a fixture. */
export interface SourceTree {
  /** The file's text, undefined when there is no such file. */
  read(file: string): string | undefined;
}

const listItem = /^( *)(?:\d+\.|[-*]) (.*)$/;
/** A code span that is a path in the repository (`lib/leads/channels.ts`), not a bare name. */
const repositoryPath = /^[\w@()[\].-]+(?:\/[\w@()[\].-]+)+\.(?:tsx?|mjs)$/;

/** The traced paths of the section under `heading` (its lists, each after its paragraph). */
export function parseTracedPaths(markdown: string, heading: string): TracedPath[] {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => /^#+ /.test(line) && line.replace(/^#+ /, '') === heading);
  if (at < 0) throw new Error(`No section "${heading}"`);
  const paths: TracedPath[] = [];
  let title = '';
  let current: TracedPath | undefined;
  let open: { indent: number; step: TracedStep }[] = [];
  for (let index = at + 1; index < lines.length && !/^#+ /.test(lines[index]!); index += 1) {
    const text = lines[index]!;
    const item = listItem.exec(text);
    if (!item) {
      // A paragraph ends the list before it and titles the next; blank and wrapped lines do not.
      if (/^\S/.test(text)) {
        [current, open] = [undefined, []];
        title = /\S/.test(lines[index - 1]!) ? `${title} ${text}` : text;
      }
      continue;
    }
    const [, spaces = '', body = ''] = item;
    const file = /^`([^`]+)`/.exec(body)?.[1];
    if (!file) throw new Error(`Line ${index + 1}: a step starts with its file in backticks`);
    const spans = [...body.matchAll(/`([^`]+)`/g)].map(([, span = '']) => span);
    const named = [...new Set([file, ...spans.filter((span) => repositoryPath.test(span))])];
    const step: TracedStep = { file, named, line: index + 1, steps: [] };
    while (open.length > 0 && open.at(-1)!.indent >= spaces.length) open.pop();
    if (!current) {
      current = { title, steps: [] };
      paths.push(current);
    }
    (open.at(-1)?.step.steps ?? current.steps).push(step);
    open.push({ indent: spaces.length, step });
  }
  return paths;
}

/** The module specifiers a file imports for its values: type-only imports lead nowhere at run time. */
export function valueImports(file: string, source: string): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : node;
      const typeOnly = clause?.isTypeOnly ?? false;
      if (!typeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        found.push(node.moduleSpecifier.text);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

const suffixes = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** A specifier as the repository's file it names (`@/` is the root), undefined for a package. */
export function resolveImport(
  from: string,
  specifier: string,
  tree: SourceTree,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  return suffixes.map((suffix) => base + suffix).find((file) => tree.read(file) !== undefined);
}

/** Whether `from` imports `to`, directly or through other files (barrels included). */
export function reaches(from: string, to: string, tree: SourceTree): boolean {
  const seen = new Set([from]);
  const queue = [from];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImports(file, tree.read(file) ?? '')) {
      const target = resolveImport(file, specifier, tree);
      if (target === to) return true;
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

/** What is wrong with the paths: files that do not exist, steps their step before does not reach. */
export function checkTracedPaths(paths: TracedPath[], tree: SourceTree): string[] {
  const problems: string[] = [];
  const check = (steps: TracedStep[], parent: TracedStep | undefined) => {
    let before = parent;
    for (const step of steps) {
      for (const file of step.named.filter((named) => tree.read(named) === undefined)) {
        problems.push(`line ${step.line}: \`${file}\` does not exist`);
      }
      if (
        before &&
        tree.read(before.file) !== undefined &&
        tree.read(step.file) !== undefined &&
        !reaches(before.file, step.file, tree)
      ) {
        problems.push(
          `line ${step.line}: \`${step.file}\` is not imported, even indirectly, by ` +
            `\`${before.file}\` (line ${before.line})`,
        );
      }
      check(step.steps, step);
      // Siblings under a parent are each reached from it; top-level steps chain.
      if (!parent) before = step;
    }
  };
  for (const tracedPath of paths) check(tracedPath.steps, undefined);
  return problems;
}

/** The repository under `root` as a tree of files (read once each). */
export function diskTree(root: string): SourceTree {
  const cache = new Map<string, string | undefined>();
  return {
    read(file) {
      if (!cache.has(file)) {
        const full = path.join(root, file);
        cache.set(
          file,
          existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined,
        );
      }
      return cache.get(file);
    },
  };
}
