import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ProcessGroup } from '../scripts/lib/processes';
import { buildB, integrationPlatformUrlB, startRedis } from './redeploy/builds';

/**
 * Playwright's global setup, once the stack answers. With E2E_EARLY_BUILD_B (`npm test` sets it)
 * it starts the redeploy test's build B with the run, at the lowest CPU priority (nice 19): the
 * build then uses the CPU the other projects leave idle, instead of making the redeploy project
 * wait for a whole build at the end of the run. Its Redis's address and the file where its
 * outcome lands reach the test through the environment (e2e/redeploy/builds.ts, earlyBuildB).
 */
export default async function globalSetup() {
  if (process.env.E2E_EARLY_BUILD_B !== '1') return undefined;
  const redis = await startRedis();
  const outcome = path.resolve(__dirname, '..', '.stack', 'redeploy-b.json');
  rmSync(outcome, { force: true });
  process.env.E2E_REDEPLOY_REDIS_URL = redis.url;
  process.env.E2E_BUILD_B_OUTCOME = outcome;
  const processes = new ProcessGroup(() => {});
  void buildB(integrationPlatformUrlB, redis.url, { processes, nice: true }).then(
    (build) => writeFileSync(outcome, JSON.stringify({ build })),
    (error: unknown) => writeFileSync(outcome, JSON.stringify({ error: String(error) })),
  );
  return async () => {
    await processes.stopAll();
    await redis.stop();
  };
}
