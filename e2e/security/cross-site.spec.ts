import { startSession } from '../auth/accounts';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';

const site = e2eStack.baseURL;

test.describe('state-changing requests from another site are refused', () => {
  test('a signed-in change marked cross-site is 403, even with our Origin', async ({ request }) => {
    await startSession(request);
    const response = await request.post('/api/members/agencia', {
      headers: { origin: site, 'sec-fetch-site': 'cross-site' },
      data: {},
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: 'Origen no permitido' });
  });

  test('a signed-in change with neither Origin nor Sec-Fetch-Site is 403', async ({ request }) => {
    await startSession(request);
    const create = await request.post('/api/members/agencia', { data: {} });
    expect(create.status()).toBe(403);
    const signOut = await request.delete('/api/session');
    expect(signOut.status()).toBe(403);
    // Still signed in: the refused sign-out changed nothing.
    expect((await request.get('/api/session')).status()).toBe(200);
  });

  test('a same-origin change passes the guard (and meets validation)', async ({ request }) => {
    await startSession(request);
    const response = await request.post('/api/members/agencia', {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: {},
    });
    expect(response.status()).toBe(400);
  });

  test('a demo request marked cross-site is 403 with { detail }', async ({ request }) => {
    const response = await request.post('/api/odoo', {
      headers: { 'sec-fetch-site': 'cross-site' },
      data: {},
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ detail: 'Origen no permitido' });
  });
});
