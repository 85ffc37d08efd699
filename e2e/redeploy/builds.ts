import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadStackEnv } from '../../scripts/lib/env-files';
import { assembleStandalone, standaloneServer } from '../../scripts/assemble-standalone';
import { redisServer } from '../../scripts/lib/pieces';
import { freePort, ProcessGroup, waitFor } from '../../scripts/lib/processes';
import { e2eStack } from '../stack';
import { startWebServer } from '../web-server';

const root = path.resolve(__dirname, '..', '..');

/** The one visible change of build B. */
export const integrationPlatformUrlB = 'https://plataforma-b.example.com/conecta';

/** A release: its server and the settings it was built with (and runs with). */
export interface Build {
  server: string;
  integrationPlatformUrl: string;
}

/** Build A is the test stack's own (built with REDIS_URL by `npm run preview`). */
export const buildA: Build = {
  server: standaloneServer(root),
  integrationPlatformUrl: e2eStack.integrationPlatformUrl,
};

/**
 * Build B: the same code as A with one visible change, a NEXT_PUBLIC_* value the home page
 * shows (fixed at build time, as a release's settings are). Built from the repository into a
 * folder of its own (NEXT_DIST_DIR, as the cms step's build; a build from a copy of the project
 * took twice as long), assembled as a deployment copies it. Resolves to its server.js.
 */
export async function buildB(
  integrationPlatformUrl: string,
  redisUrl: string,
  { processes = new ProcessGroup(() => {}), nice = false } = {},
): Promise<Build> {
  const distDir = path.join('.stack', 'redeploy-b');
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  const env = {
    ...loadStackEnv(root),
    ...e2eStack.env,
    NODE_ENV: 'production',
    LOCAL_STACK: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: redisUrl,
    NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: integrationPlatformUrl,
    NEXT_DIST_DIR: distDir,
  };
  const next = path.join(root, 'node_modules', '.bin', 'next');
  await processes.run({
    label: 'build B',
    // `nice`: on what the other processes leave of the CPU (a build made while tests run).
    command: nice ? 'nice' : next,
    args: nice ? ['-n', '19', next, 'build'] : ['build'],
    cwd: root,
    env,
  });
  assembleStandalone(root, { distDir });
  return { server: standaloneServer(root, distDir), integrationPlatformUrl };
}

/**
 * Build B made by the run's global setup (e2e/global-setup.ts), if it started one: resolves once
 * it is built (or rejects with its failure); undefined when the test is to build it itself.
 */
export function earlyBuildB(): Promise<Build> | undefined {
  const outcome = process.env.E2E_BUILD_B_OUTCOME;
  if (!outcome) return undefined;
  return (async () => {
    while (!existsSync(outcome)) await new Promise((resolve) => setTimeout(resolve, 1000));
    const { build, error } = JSON.parse(readFileSync(outcome, 'utf8')) as {
      build?: Build;
      error?: string;
    };
    if (!build) throw new Error(`Build B failed: ${error}`);
    return build;
  })();
}

/** The shared cache of the rehearsal: a Redis of its own, empty, as a fresh production one. */
export async function startRedis() {
  const processes = new ProcessGroup((label, code) => {
    console.error(`${label} exited unexpectedly (code ${code})`);
  });
  const redis = redisServer({ REDIS_PORT: String(await freePort()) });
  processes.start({ ...redis.process, quiet: true });
  await waitFor('redis', redis.readyWhen, redis.readyTimeoutMs);
  return { url: redis.url, stop: () => processes.stopAll() };
}

/**
 * One web instance of a build behind the (imagined) load balancer: a fixed port per slot, so
 * replacing it keeps the address browsers use.
 */
export function instance(build: Build, port: number, redisUrl: string) {
  return startWebServer(
    {
      REDIS_URL: redisUrl,
      NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
      NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: build.integrationPlatformUrl,
    },
    { server: build.server, port },
  );
}
