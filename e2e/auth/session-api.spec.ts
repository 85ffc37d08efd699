import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import {
  createAccount,
  idTokenFor,
  idTokenForCustomToken,
  startSession,
  testAuth,
} from './accounts';

const origin = { origin: e2eStack.baseURL };

/** The sign-in time (`auth_time`, whole seconds) in an emulator session cookie (an unsigned JWT). */
const signedInAt = (cookie: string) =>
  (JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()) as { auth_time: number })
    .auth_time;

/** Revocation is recorded with one-second precision: what is compared must be a second apart. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/**
 * A read of the live board's members as a browser signed in with `idToken` makes it: Firestore's
 * REST API on the stack's emulator (Google's, which enforces firestore.rules). Its status.
 */
async function readBoard(idToken: string): Promise<number> {
  const { FIRESTORE_EMULATOR_HOST: host, FIREBASE_PROJECT_ID: project } = e2eStack.env;
  const database = e2eStack.env.FIRESTORE_DATABASE_ID;
  const response = await fetch(
    `http://${host}/v1/projects/${project}/databases/${database}/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'usuarios' }], limit: 5 } }),
    },
  );
  return response.status;
}

test.describe('POST /api/session against the Auth emulator', () => {
  test('a staff member gets an HttpOnly session cookie and their name', async ({ request }) => {
    const account = await createAccount({ nombre: 'Ignacio Fuentes' });
    const response = await request.post('/api/session', {
      headers: origin,
      data: { idToken: await idTokenFor(account), rememberMe: false },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      user: { uid: account.uid, email: account.email, nombre: 'Ignacio Fuentes' },
    });
    const setCookie = response.headers()['set-cookie'] ?? '';
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);

    const me = await request.get('/api/session');
    expect(me.status()).toBe(200);
    expect((await me.json()).user.uid).toBe(account.uid);
  });

  test('remember me makes a 14-day cookie', async ({ request }) => {
    const account = await createAccount();
    const response = await request.post('/api/session', {
      headers: origin,
      data: { idToken: await idTokenFor(account), rememberMe: true },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toMatch(/Max-Age=1209600/);
  });

  test('the name falls back to the email when there is no member record', async ({ request }) => {
    const account = await createAccount({ withRecord: false });
    const response = await request.post('/api/session', {
      headers: origin,
      data: { idToken: await idTokenFor(account) },
    });
    const expected = account.email
      .split('@')[0]!
      .split('.')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
    expect((await response.json()).user.nombre).toBe(expected);
  });

  test('an account without the staff claim gets 403 and no cookie', async ({ request }) => {
    const account = await createAccount({ staff: false });
    const response = await request.post('/api/session', {
      headers: origin,
      data: { idToken: await idTokenFor(account) },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).error).toMatch(/no tiene acceso/);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('a forged or malformed token is 401; bad bodies are 400/413; never 5xx', async ({
    request,
  }) => {
    const forged = await request.post('/api/session', {
      headers: origin,
      data: { idToken: 'abc.def.ghi' },
    });
    expect(forged.status()).toBe(401);
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ idToken: 5 }, 400],
      [{ idToken: 'x', extra: 1 }, 400],
      [{ idToken: 'x', rememberMe: 'sí' }, 400],
      [{ idToken: 'x'.repeat(20_000) }, 413],
    ];
    for (const [data, status] of cases) {
      const response = await request.post('/api/session', { headers: origin, data });
      expect(response.status(), JSON.stringify(data).slice(0, 60)).toBe(status);
      expect(typeof (await response.json()).error).toBe('string');
    }
    const notJson = await request.post('/api/session', {
      headers: { ...origin, 'content-type': 'application/json' },
      data: Buffer.from('{"idToken":'),
    });
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).error).toBe('El cuerpo de la solicitud no es JSON válido');
    const unknownField = await request.post('/api/session', {
      headers: origin,
      data: { idToken: 'x', admin: true },
    });
    expect((await unknownField.json()).error).toBe('Llave desconocida: "admin"');
  });

  test('a foreign Origin is rejected (cross-site request forgery)', async ({ request }) => {
    const account = await createAccount();
    const response = await request.post('/api/session', {
      headers: { origin: 'https://evil.example' },
      data: { idToken: await idTokenFor(account) },
    });
    expect(response.status()).toBe(403);
    const signOut = await request.delete('/api/session', {
      headers: { origin: 'https://evil.example' },
    });
    expect(signOut.status()).toBe(403);
  });
});

test.describe('only a password sign-in becomes a session', () => {
  test("the live board's custom token, exchanged for an ID token, is refused", async ({
    request,
  }) => {
    await startSession(request);
    const minted = await request.post('/api/live/token', { headers: origin });
    const idToken = await idTokenForCustomToken((await minted.json()).token);
    const response = await request.post('/api/session', {
      headers: origin,
      data: { idToken, rememberMe: true },
    });
    expect(response.status()).toBe(401);
    expect((await response.json()).error).toBe('Error de autenticación. Por favor, inicia sesión.');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('after sign-out a board token minted before it opens no session and reads no board', async ({
    request,
  }) => {
    await startSession(request);
    const minted = await request.post('/api/live/token', { headers: origin });
    const boardToken = (await minted.json()).token as string;
    // While signed in, the board reads: the check below is not refused for another reason.
    const before = await idTokenForCustomToken(boardToken);
    expect(await readBoard(before)).toBe(200);

    await nextSecond();
    expect((await request.delete('/api/session', { headers: origin })).status()).toBe(204);

    // The sign-in made before the sign-out no longer reads, and the token still buys an ID
    // token (the emulator, like Firebase, does not refuse it) that neither signs in nor reads.
    expect(await readBoard(before)).toBe(403);
    const after = await idTokenForCustomToken(boardToken);
    const session = await request.post('/api/session', {
      headers: origin,
      data: { idToken: after },
    });
    expect(session.status()).toBe(401);
    expect(await readBoard(after)).toBe(403);
  });
});

test.describe('session checks in route handlers', () => {
  test('GET /api/session without a cookie is 401', async ({ request }) => {
    expect((await request.get('/api/session')).status()).toBe(401);
  });

  test('a revoked session is rejected', async ({ request }) => {
    const account = await startSession(request);
    expect((await request.get('/api/session')).status()).toBe(200);
    // Revocation is recorded with one-second precision.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await testAuth.revokeRefreshTokens(account.uid);
    expect((await request.get('/api/session')).status()).toBe(401);
  });

  test('a disabled account is rejected', async ({ request }) => {
    const account = await startSession(request);
    await testAuth.updateUser(account.uid, { disabled: true });
    expect((await request.get('/api/session')).status()).toBe(401);
  });

  test('losing the staff claim ends access at the next check', async ({ request }) => {
    const account = await startSession(request);
    await testAuth.setCustomUserClaims(account.uid, { staff: false });
    // New claims reach a session cookie only through a new sign-in; revoke so it must happen.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await testAuth.revokeRefreshTokens(account.uid);
    expect((await request.get('/api/session')).status()).toBe(401);
  });

  test('signing out ends the session: a copied cookie stops working', async ({
    playwright,
    request,
  }) => {
    await startSession(request);
    const { cookies } = await request.storageState();
    const copied = cookies.find((cookie) => cookie.name === '__session');
    expect(copied).toBeDefined();
    // Revocation is recorded with one-second precision: sign out after the sign-in's second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await request.delete('/api/session', { headers: origin })).status()).toBe(204);

    // Another client that kept a copy of the cookie is signed out too.
    const thief = await playwright.request.newContext({
      baseURL: e2eStack.baseURL,
      extraHTTPHeaders: { cookie: `__session=${copied!.value}` },
    });
    expect((await thief.get('/api/session')).status()).toBe(401);
    await thief.dispose();
  });

  test('a sign-out in the very second of the sign-in ends that session too', async ({
    playwright,
    request,
  }) => {
    const account = await createAccount();
    await idTokenFor(account); // the emulator's first sign-in of a run is slow
    // Firebase counts revocation in whole seconds: sign in and out within one second.
    let cookie = '';
    for (let attempt = 0; attempt < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1020 - (Date.now() % 1000)));
      const signIn = await request.post('/api/session', {
        headers: origin,
        data: { idToken: await idTokenFor(account) },
      });
      expect(signIn.status()).toBe(200);
      cookie = (await request.storageState()).cookies.find((c) => c.name === '__session')!.value;
      if (Math.floor(Date.now() / 1000) === signedInAt(cookie)) break;
    }
    expect(Math.floor(Date.now() / 1000)).toBe(signedInAt(cookie));
    expect((await request.delete('/api/session', { headers: origin })).status()).toBe(204);

    const copy = await playwright.request.newContext({
      baseURL: e2eStack.baseURL,
      extraHTTPHeaders: { cookie: `__session=${cookie}` },
    });
    expect((await copy.get('/api/session')).status()).toBe(401);
    // The owner signs in again at once; the old cookie, replayed to sign out, ends nothing.
    const current = await playwright.request.newContext({ baseURL: e2eStack.baseURL });
    const again = await current.post('/api/session', {
      headers: origin,
      data: { idToken: await idTokenFor(account) },
    });
    expect(again.status()).toBe(200);
    expect((await copy.delete('/api/session', { headers: origin })).status()).toBe(204);
    expect((await current.get('/api/session')).status()).toBe(200);
    await Promise.all([copy.dispose(), current.dispose()]);
  });

  test('an old, already revoked cookie signs out nothing opened after it', async ({
    playwright,
    request,
  }) => {
    const account = await startSession(request);
    const { cookies } = await request.storageState();
    const old = cookies.find((cookie) => cookie.name === '__session')!.value;
    await nextSecond();
    expect((await request.delete('/api/session', { headers: origin })).status()).toBe(204);

    // The owner signs in again (a second later, past the revocation).
    await nextSecond();
    const current = await playwright.request.newContext({ baseURL: e2eStack.baseURL });
    const signIn = await current.post('/api/session', {
      headers: origin,
      data: { idToken: await idTokenFor(account) },
    });
    expect(signIn.status()).toBe(200);

    // Someone replays the old cookie (from a log, a HAR file, another tab) to sign out.
    await nextSecond();
    const replay = await playwright.request.newContext({
      baseURL: e2eStack.baseURL,
      extraHTTPHeaders: { cookie: `__session=${old}` },
    });
    const signOut = await replay.delete('/api/session', { headers: origin });
    expect(signOut.status()).toBe(204);
    expect(signOut.headers()['set-cookie']).toMatch(/__session=;.*Max-Age=0/i);
    expect((await current.get('/api/session')).status()).toBe(200);
    await Promise.all([current.dispose(), replay.dispose()]);
  });

  test('DELETE /api/session clears the cookie', async ({ request }) => {
    await startSession(request);
    const response = await request.delete('/api/session', { headers: origin });
    expect(response.status()).toBe(204);
    expect(response.headers()['set-cookie']).toMatch(/__session=;.*Max-Age=0/i);
    expect((await request.get('/api/session')).status()).toBe(401);
  });
});
