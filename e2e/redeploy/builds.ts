import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { loadStackEnv } from '../../scripts/lib/env-files';
import { assembleStandalone, standaloneServer } from '../../scripts/assemble-standalone';
import { redisServer } from '../../scripts/lib/pieces';
import { freePort, ProcessGroup, waitFor } from '../../scripts/lib/processes';
import { e2eStack } from '../stack';
import { startWebServer } from '../web-server';

const root = path.resolve(__dirname, '..', '..');

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

/** What `next build` reads: build B is made from a copy of these, outside the stack's .next. */
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'instrumentation.ts',
  'proxy.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
];

/**
 * Build B: the same code as A with one visible change, a NEXT_PUBLIC_* value the home page
 * shows (fixed at build time, as a release's settings are). Built in a copy of the project under
 * .stack/ (with the repository's node_modules), assembled as a deployment copies it. Resolves
 * to its server.js.
 */
export async function buildB(integrationPlatformUrl: string, redisUrl: string): Promise<Build> {
  const project = path.join(root, '.stack', 'redeploy-b');
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project, { recursive: true });
  for (const source of sources) {
    // Tests are no part of a build (some import the stand-ins under e2e/, not copied).
    cpSync(path.join(root, source), path.join(project, source), {
      recursive: true,
      filter: (file) => !/\.test\.tsx?$/.test(file),
    });
  }
  // The fonts are read by a path relative to the project (components/ui/fonts.ts).
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  const env = {
    ...loadStackEnv(root),
    ...e2eStack.env,
    NODE_ENV: 'production',
    LOCAL_STACK: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: redisUrl,
    NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: integrationPlatformUrl,
  };
  await new ProcessGroup(() => {}).run({
    label: 'build B',
    command: path.join(root, 'node_modules', '.bin', 'next'),
    args: ['build'],
    cwd: project,
    env,
  });
  // The repository is the root of the file tracing: the copy's server sits at its own path inside.
  const serverDir = path.join(project, '.next', 'standalone', path.relative(root, project));
  assembleStandalone(project, { target: serverDir });
  return { server: path.join(serverDir, 'server.js'), integrationPlatformUrl };
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
