import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startWebServer } from '../web-server';
import { createAccount, idTokenFor } from './accounts';

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
