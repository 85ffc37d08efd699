import type { KnipConfig } from 'knip';

/**
 * knip (`npm test`'s lint step): files, exports and dependencies nothing uses. Its plugins find
 * the entries of Next (app/, proxy.ts, instrumentation.ts), Vitest, Playwright and the scripts of
 * package.json; what they cannot see is listed here, each with its reason.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Started by path (scripts/lib/pieces.ts) on machines without Google's emulator.
        'scripts/firestore-emulator.ts',
        // Next loads it by path (next.config.mjs, `cacheHandler`), unseen by the Next plugin.
        'lib/cache/cache-handler.mjs',
      ],
      // The integration tests have Vitest configs of their own (the Firestore lanes' shares one
      // emulator: its global setup).
      vitest: {
        config: [
          'vitest.config.mts',
          'vitest.integration.config.mts',
          'vitest.firestore.config.mts',
        ],
      },
      // The benchmarks' bare Next page (bench/floor), built by `npm run bench:lighthouse` and
      // `bench:paint`.
      next: { config: ['next.config.mjs', 'bench/floor/next.config.mjs'] },
      // Files ESLint lints in scripts/lint-entries.test.ts: wrong imports on purpose.
      ignore: ['scripts/fixtures/lint/**'],
      ignoreDependencies: [
        // Binaries run by path (node_modules/.bin) by scripts/lib/pieces.ts and bench-lighthouse.ts.
        'firebase-tools',
        'lighthouse',
        // The font file scripts/subset-font.sh cuts.
        '@fontsource-variable/plus-jakarta-sans',
      ],
      // Machine tools, not npm packages: openssl (a test's certificates), caddy (the TLS edge).
      ignoreBinaries: ['openssl', 'caddy'],
    },
    // Strapi (its own package.json and node_modules); Strapi loads these files by convention.
    cms: {
      entry: ['config/*.ts', 'src/index.ts', 'src/api/**/*.ts', 'src/**/*.test.ts'],
      project: ['**/*.ts'],
      // Strapi loads them by name: the plugin from its config, the database driver the
      // configured client needs (config/database.ts).
      ignoreDependencies: ['@strapi/plugin-users-permissions', 'better-sqlite3', 'pg'],
    },
  },
};

export default config;
