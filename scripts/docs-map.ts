/**
 * `npm run docs:map`: writes the map of how lib/'s domains depend on each other, read from their
 * imports, into docs/architecture.md (between its domain-map markers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDomainGraph, renderDomainMap, withDomainMap } from './lib/domain-graph';

const root = path.resolve(__dirname, '..');
const doc = path.join(root, 'docs/architecture.md');
writeFileSync(
  doc,
  withDomainMap(readFileSync(doc, 'utf8'), renderDomainMap(readDomainGraph(root))),
);
console.log('docs/architecture.md: domain map written.');
