import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const zodPath = {
  name: 'zod',
  message: "Import zod as `import * as z from '@/lib/zod'`: it is configured for the site's CSP.",
};

/**
 * The entries of lib/'s domains beside `index.ts` and `client.ts` (docs/architecture.md, `lib/`):
 * the only files code outside a domain may import. Single-file modules (`lib/env.ts`, ...) are
 * entries by themselves.
 * @type {Record<string, string[]>}
 */
const extraEntries = {
  auth: ['edge', 'accounts'],
  cache: ['cache-handler.mjs', 'builds.mjs'],
  cvss: ['core', 'v4'],
  firebase: ['client-firestore', 'values'],
  leads: ['attribution'],
  privacy: ['client-fields', 'routes'],
  'sales-hours': ['clock'],
  slack: ['route'],
  spam: ['rate-limit'],
};

const domains = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Whether an import path names a file (with its extension, or a `.ts`/`.tsx` one) or a folder
 * with an index: a domain without a `client.ts` is not told to use one.
 * @param {string} specifier relative to the repository
 */
const resolves = (specifier) =>
  ['', '.ts', '.tsx', '/index.ts'].some((suffix) =>
    existsSync(new URL(specifier + suffix, import.meta.url)),
  );

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A domain's entries as an import names them.
 * @param {string} domain
 */
const entriesOf = (domain) =>
  ['', 'client', ...(extraEntries[domain] ?? [])]
    .filter((entry) => resolves(`./lib/${domain}/${entry || 'index'}`))
    .map((entry) => `@/lib/${domain}${entry && `/${entry}`}`);

/**
 * Any path into `domain` other than one of its entries, written with `prefix` (`@/lib/`, `../lib/`).
 * @param {string} prefix
 * @param {string} domain
 */
const innerPath = (prefix, domain) =>
  `^${prefix}${escape(domain)}/(?!(?:${['client', ...(extraEntries[domain] ?? [])]
    .map(escape)
    .join('|')})$).+`;

/** @param {string} domain */
const entryMessage = (domain) => {
  const entries = entriesOf(domain).map((entry) => `'${entry}'`);
  return (
    `Reach lib/${domain} only through its entries: ${entries.join(', ')} ` +
    `(docs/architecture.md). Inside lib/${domain}, import its files relatively ('./x').`
  );
};

/** The one entry rule: code outside a domain uses its index, its client or a named entry. */
const entryPatterns = domains.flatMap((domain) => [
  { regex: innerPath('@/lib/', domain), message: entryMessage(domain) },
  // The same file reached relatively, from outside lib/ (`../../lib/leads/channels`).
  { regex: innerPath('(?:\\.\\./)+lib/', domain), message: entryMessage(domain) },
]);

/**
 * A file of a domain climbing out of it (`../privacy/consent`): another domain's entry instead.
 * @param {number} depth how deep the file is inside lib/
 */
const climbOut = (depth) => ({
  regex: `^(?:\\.\\./){${depth}}`,
  message:
    "A domain's file leaves its folder only through another domain's entry ('@/lib/<domain>', " +
    "'@/lib/<domain>/client' or one docs/architecture.md names), never a relative path.",
});

/**
 * Domains another domain never imports, because the dependency runs the other way (docs/
 * architecture.md, How the domains depend on each other): privacy uses leads' operations.
 * @type {Record<string, string[]>}
 */
const usedBy = { leads: ['privacy'] };

/**
 * @param {string} domain
 * @param {string} user a domain that uses `domain`
 */
const againstTheArrow = (domain, user) => ({
  regex: `^@/lib/${escape(user)}(?:/|$)`,
  message:
    `lib/${user} uses lib/${domain}, never the reverse ` +
    '(docs/architecture.md, How the domains depend on each other).',
});

/**
 * @param {{ regex: string; message: string }[]} patterns
 * @returns {import('eslint').Linter.RuleEntry}
 */
const restrictedImports = (patterns) => [
  'error',
  { paths: [zodPath], patterns: [...entryPatterns, ...patterns] },
];

/**
 * The entry rule for `import()` too, which `no-restricted-imports` does not read: product code,
 * scripts and tests alike load a domain lazily only through its entries.
 * @type {import('eslint').ESLint.Plugin}
 */
const entries = {
  rules: {
    'dynamic-imports': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        ImportExpression(node) {
          const source = node.source;
          if (source.type !== 'Literal' || typeof source.value !== 'string') return;
          const specifier = source.value;
          const refused = entryPatterns.find(({ regex }) => new RegExp(regex).test(specifier));
          if (refused) {
            context.report({
              node,
              message: `'${specifier}' import is restricted. ${refused.message}`,
            });
          }
        },
      }),
    },
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    plugins: { entries },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': restrictedImports([]),
      'entries/dynamic-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // zod's parts one by one: its `z` object would bring all of zod (100 kB gzip) to the browser.
          selector:
            "ImportDeclaration[source.value='@/lib/zod'] > :matches(ImportSpecifier, ImportDefaultSpecifier)",
          message: "Import zod as `import * as z from '@/lib/zod'`.",
        },
      ],
    },
  },
  {
    files: ['lib/*/*'],
    rules: { 'no-restricted-imports': restrictedImports([climbOut(1)]) },
  },
  {
    files: ['lib/*/*/*'],
    rules: { 'no-restricted-imports': restrictedImports([climbOut(2)]) },
  },
  ...Object.entries(usedBy).map(([domain, users]) => ({
    files: [`lib/${domain}/*`],
    rules: {
      'no-restricted-imports': restrictedImports([
        climbOut(1),
        ...users.map((user) => againstTheArrow(domain, user)),
      ]),
    },
  })),
  {
    files: ['lib/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'bench/floor/.next/**',
    '.stack/**',
    'cms/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    '**/next-env.d.ts',
    // Breaks the entry rule on purpose: scripts/lint-entries.test.ts lints it on its own.
    'scripts/fixtures/lint/**',
  ]),
]);
