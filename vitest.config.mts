import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/** Shared with vitest.integration.config.mts. */
export const resolve = {
  alias: {
    '@': root,
    // Unit tests run outside React's server environment, where this marker is a no-op.
    'server-only': path.join(root, 'node_modules/server-only/empty.js'),
  },
};

export default defineConfig({
  resolve,
  test: {
    include: ['{lib,components,content,scripts}/**/*.test.{ts,tsx}', 'cms/src/**/*.test.ts'],
    environment: 'node',
    // Two shared cores: the property tests and key generation need more than the defaults.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
