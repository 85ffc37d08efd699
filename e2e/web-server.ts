import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { loadStackEnv } from '../scripts/lib/env-files';
import { standaloneServer } from '../scripts/assemble-standalone';
import { freePort } from '../scripts/lib/processes';
import { e2eStack } from './stack';

const root = path.resolve(__dirname, '..');

/** Waits until a web server answers at all (its health may say 503: a piece it needs is down). */
export async function untilAnswers(baseURL: string) {
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .not.toBe(0);
}

/**
 * One more standalone server from the same build, beside the stack's, on the same emulators and
 * Strapi, started fresh for a test (its own configuration on top of the stack's): its address,
 * once it answers, and how to stop it (resolved once it has exited). Without REDIS_URL (the
 * stack's instances get theirs from the stack, not from this environment) it is an instance on
 * its own, as a one-machine start. `server` runs another build's server.js; `port` a fixed port.
 */
export async function startWebServer(
  overrides: Record<string, string> = {},
  { server: serverFile = standaloneServer(root), port: fixedPort = 0 } = {},
) {
  const port = fixedPort || (await freePort());
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      ...loadStackEnv(root),
      ...e2eStack.env,
      NODE_ENV: 'production',
      LOCAL_STACK: 'true',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_PUBLIC_SITE_URL: baseURL,
      ...overrides,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await untilAnswers(baseURL);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
