import { defineConfig, mergeConfig } from 'vitest/config';
import integration from './vitest.integration.config.mts';

/**
 * The Firestore lanes of `npm test` (`firestore`, `staff`): the integration tests with one
 * emulator started for the whole run (integration/firestore-global.ts) rather than one per file.
 */
export default mergeConfig(
  integration,
  defineConfig({ test: { globalSetup: ['integration/firestore-global.ts'] } }),
);
