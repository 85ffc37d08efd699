import { request as playwrightRequest } from '@playwright/test';
import { freePort } from '../../scripts/lib/processes';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { startWebServer } from '../web-server';
import { createAccount, idTokenFor, startSession } from './accounts';

test('a fresh server answers the first staff visit after an API call, not a sign-in redirect', async () => {
  test.setTimeout(120_000);
  const server = await startWebServer();
  const account = await createAccount({ nombre: 'Paula Soto' });
  const context = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    // An API call first: the route handlers' bundle sets up Firestore…
    const signIn = await context.post('/api/session', {
      headers: { origin: server.baseURL },
      data: { idToken: await idTokenFor(account) },
    });
    expect(signIn.status()).toBe(200);
    // …then the page's bundle uses it too, and must not sign the visitor out.
    const page = await context.get('/soporte', { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('Paula Soto');
  } finally {
    await context.dispose();
    server.stop();
  }
});

test('while Firebase cannot be reached, /login keeps the session cookie', async ({ request }) => {
  test.setTimeout(120_000);
  // A session of the stack's, then a server of the same project whose Firebase does not answer.
  await startSession(request);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === '__session')!;
  const server = await startWebServer({
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
  });
  const context = await playwrightRequest.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { cookie: `__session=${cookie.value}` },
  });
  try {
    const support = await context.get('/soporte', { maxRedirects: 0 });
    expect(support.status()).toBe(307);
    expect(support.headers().location).toContain('error=auth_error');
    const login = await context.get(support.headers().location!, { maxRedirects: 0 });
    expect(login.status()).toBe(200);
    expect(login.headers()['set-cookie'] ?? '').not.toMatch(/__session=/);
    // The same cookie still opens /soporte where Firebase answers.
    const stack = await playwrightRequest.newContext({
      baseURL: e2eStack.baseURL,
      extraHTTPHeaders: { cookie: `__session=${cookie.value}` },
    });
    expect((await stack.get('/soporte', { maxRedirects: 0 })).status()).toBe(200);
    await stack.dispose();
  } finally {
    await context.dispose();
    await server.stop();
  }
});
