import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { loadStackEnv } from '../scripts/lib/env-files';
import { standaloneServer } from '../scripts/lib/pieces';
import { e2eStack } from './stack';

const root = path.resolve(__dirname, '..');

/** A port nothing listens on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

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
 * once it answers, and how to stop it. Without REDIS_URL (the stack's instances get theirs from
 * the stack, not from this environment) it is an instance on its own, as a one-machine start.
 */
export async function startWebServer(overrides: Record<string, string> = {}) {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, [standaloneServer(root)], {
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
  const stop = () => void server.kill('SIGTERM');
  try {
    await untilAnswers(baseURL);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL, stop };
}
