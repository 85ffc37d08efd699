import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Import zod as `import * as z from '@/lib/zod'`: it is configured for the site's CSP.",
            },
          ],
        },
      ],
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
  ]),
]);
