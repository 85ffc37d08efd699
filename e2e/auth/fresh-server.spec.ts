import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { loadStackEnv } from '../../scripts/lib/env-files';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { createAccount, idTokenFor } from './accounts';

const root = path.resolve(__dirname, '../..');
/** A second web server over the same build and emulators, started fresh for this test. */
const port = Number(process.env.E2E_FRESH_PORT ?? Number(new URL(e2eStack.baseURL).port) + 50);
const baseURL = `http://localhost:${port}`;

let server: ChildProcess | undefined;

test.afterAll(() => {
  if (server?.pid) process.kill(server.pid, 'SIGTERM');
});

async function startFreshServer() {
  server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '--port', String(port)], {
    cwd: root,
    env: {
      ...loadStackEnv(root),
      ...e2eStack.env,
      PORT: String(port),
      NEXT_PUBLIC_SITE_URL: baseURL,
      LOCAL_STACK: 'true',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
}

test('a fresh server answers the first staff visit after an API call, not a sign-in redirect', async () => {
  test.setTimeout(120_000);
  await startFreshServer();
  const account = await createAccount({ nombre: 'Paula Soto' });
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    // An API call first: the route handlers' bundle sets up Firestore…
    const signIn = await context.post('/api/session', {
      headers: { origin: baseURL },
      data: { idToken: await idTokenFor(account) },
    });
    expect(signIn.status()).toBe(200);
    // …then the page's bundle uses it too, and must not sign the visitor out.
    const page = await context.get('/soporte', { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('Paula Soto');
  } finally {
    await context.dispose();
  }
});
