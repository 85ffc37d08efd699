import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.config.mts';

/**
 * Tests that start real servers of their own (Google's Firestore emulator, PostgreSQL and
 * Strapi): run by `npm test` as its `firestore`, `rules` and `postgres` steps, not by
 * `npm run test:unit`.
 */
export default defineConfig({
  resolve,
  test: {
    include: ['integration/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // A first run installs and compiles cms/ before Strapi starts (far longer on a busy machine).
    hookTimeout: 1_200_000,
    testTimeout: 120_000,
  },
});
