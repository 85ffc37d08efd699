import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Which lib/ domains each domain imports (itself left out). */
export type DomainGraph = Map<string, Set<string>>;

/**
 * The domains a source file imports, static or dynamic: `@/lib/<domain>…`, and relative paths
 * that climb out of `fromDomain` into another folder of lib/.
 */
export function importedDomains(source: string, fromDomain: string): string[] {
  const specifiers = [
    ...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g),
  ].map(([, specifier]) => specifier ?? '');
  return specifiers
    .map((specifier) =>
      specifier.startsWith('../../')
        ? undefined
        : (/^@\/lib\/([a-z-]+)/.exec(specifier) ?? /^\.\.\/([a-z-]+)/.exec(specifier))?.[1],
    )
    .filter((domain): domain is string => domain !== undefined && domain !== fromDomain);
}

/** The graph of lib/'s folders under `root` (tests aside: they may reach across). */
export function readDomainGraph(root: string): DomainGraph {
  const lib = path.join(root, 'lib');
  const graph: DomainGraph = new Map();
  const domains = readdirSync(lib, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const domain of domains) {
    const uses = new Set<string>();
    const files = readdirSync(path.join(lib, domain), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (!/\.(tsx?|mjs)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(lib, domain, file), 'utf8');
      for (const used of importedDomains(source, domain)) {
        if (domains.includes(used)) uses.add(used);
      }
    }
    graph.set(domain, uses);
  }
  return graph;
}

/** Every cycle between domains, each as the path that closes it (`a → b → a`), none if none. */
export function domainCycles(graph: DomainGraph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (domain: string, trail: string[]) => {
    const at = trail.indexOf(domain);
    if (at >= 0) {
      cycles.push([...trail.slice(at), domain]);
      return;
    }
    if (done.has(domain)) return;
    for (const used of graph.get(domain) ?? []) visit(used, [...trail, domain]);
    done.add(domain);
  };
  for (const domain of [...graph.keys()].sort()) visit(domain, []);
  return cycles;
}

/** The markers around the generated map in docs/architecture.md. */
export const mapMarkers = {
  start: '<!-- domain-map:start (npm run docs:map writes this block) -->',
  end: '<!-- domain-map:end -->',
};

/**
 * The map a reader scans: one line a domain, `domain → what it imports`, both sorted, in a
 * fenced block (Prettier leaves its spacing alone).
 */
export function renderDomainMap(graph: DomainGraph): string {
  const domains = [...graph.keys()].sort();
  const width = Math.max(...domains.map((domain) => domain.length));
  const lines = domains.map((domain) => {
    const uses = [...(graph.get(domain) ?? [])].sort();
    return `${domain.padEnd(width)}  → ${uses.length > 0 ? uses.join(', ') : '(nothing)'}`;
  });
  return ['```text', ...lines, '```'].join('\n');
}

/** `doc` with the block between the markers replaced by `map`; an error if a marker is missing. */
export function withDomainMap(doc: string, map: string): string {
  const start = doc.indexOf(mapMarkers.start);
  const end = doc.indexOf(mapMarkers.end);
  if (start < 0 || end < start) {
    throw new Error(
      `The domain map's markers are missing: ${mapMarkers.start} … ${mapMarkers.end}`,
    );
  }
  return `${doc.slice(0, start + mapMarkers.start.length)}\n\n${map}\n\n${doc.slice(end)}`;
}
