import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { loadStackEnv } from '../scripts/lib/env-files';
import { e2eStack } from './stack';

const root = path.resolve(__dirname, '..');

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A second web server from the same build, beside the stack's, on the same emulators and
 * Strapi, started fresh for a test (its own configuration on top of the stack's): its address,
 * once it answers, and how to stop it.
 */
export async function startWebServer(overrides: Record<string, string> = {}) {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = spawn(
    path.join(root, 'node_modules/.bin/next'),
    ['start', '--port', String(port)],
    {
      cwd: root,
      env: {
        ...loadStackEnv(root),
        ...e2eStack.env,
        NODE_ENV: 'production',
        LOCAL_STACK: 'true',
        PORT: String(port),
        NEXT_PUBLIC_SITE_URL: baseURL,
        ...overrides,
      },
      stdio: 'ignore',
    },
  );
  const stop = () => void server.kill('SIGTERM');
  try {
    await expect
      .poll(
        () =>
          fetch(`${baseURL}/api/health`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 60_000,
        },
      )
      .not.toBe(0);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL, stop };
}
