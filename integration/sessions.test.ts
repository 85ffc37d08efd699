/**
 * Staff sessions on the real Auth emulator (firebase-tools', on TEST_AUTH_PORT, default 8470,
 * and the two ports after it) beside Google's Firestore emulator: every revocation (sign-out
 * everywhere, a role removed, an account disabled) ends the sessions signed in up to it whatever
 * the timing, and a live-board token asked for just before a sign-out cannot open the board
 * after it.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEmulator } from '../scripts/lib/pieces';
import { ProcessGroup, waitFor } from '../scripts/lib/processes';
import { root, serverWith, startFirestore, stopFirestore } from './firestore-app';

const authHost = `127.0.0.1:${Number(process.env.TEST_AUTH_PORT ?? 8470)}`;
const settings = {
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  FIREBASE_PROJECT_ID: 'demo-andina-sessions',
};
const instance = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    auth: await import('@/lib/auth'),
    authAccounts: await import('@/lib/auth/accounts'),
    authEdge: await import('@/lib/auth/edge'),
    staffAccounts: await import('@/lib/staff-accounts'),
  }));
let app: Awaited<ReturnType<typeof instance>>;

const processes = new ProcessGroup((label, code) => {
  console.error(`${label} exited unexpectedly (code ${code})`);
});

beforeAll(async () => {
  const auth = authEmulator(root, { ...settings, PATH: process.env.PATH ?? '' });
  processes.start({ ...auth.process, quiet: true });
  await Promise.all([startFirestore(), waitFor(auth.name, auth.readyWhen, auth.readyTimeoutMs)]);
  app = await instance();
}, 180_000);

afterAll(async () => {
  await Promise.all([processes.stopAll(), stopFirestore()]);
});

const verify = (cookie: string) => app.authEdge.verifyStaffSession(cookie);
const boardAccess = (uid: string) =>
  app.firebase.adminDb().collection('accesos-tablero').doc(uid).get();

/** A staff account, with the privacy role if asked. */
async function staffAccount(roles: { privacy?: true } = {}) {
  const auth = app.firebase.adminAuth();
  const email = `sesion.${randomUUID().slice(0, 8)}@andina.test`;
  const password = 'clave-sesion-123';
  const { uid } = await auth.createUser({ email, password });
  await auth.setCustomUserClaims(uid, { staff: true, ...roles });
  return { uid, email, password };
}

/** Signs in as the browser does (the emulator's REST API), then opens a session: its cookie. */
async function signIn(account: { email: string; password: string }) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return app.auth.createSession(idToken, false);
}

/** Waits for a second to begin, so that what follows falls within one second. */
const secondStart = () => sleep(1020 - (Date.now() % 1000));

/**
 * A session signed in at the start of a second, checked valid, and (the case at hand) still in
 * that second when the caller goes on to revoke.
 */
async function signInAtSecondStart(account: { email: string; password: string }) {
  await signIn(account); // warm: the first calls of a run are slow
  await secondStart();
  const session = await signIn(account);
  const check = await verify(session.cookie);
  expect(check.status).toBe('valid');
  expect(Math.floor(Date.now() / 1000)).toBe(check.status === 'valid' && check.claims.auth_time);
  return { ...session, claims: check.status === 'valid' ? check.claims : undefined };
}

describe('signing out', () => {
  it('ends a session signed out in the second it was signed in; that cookie then ends nothing newer', async () => {
    const account = await staffAccount();
    const first = await signInAtSecondStart(account);
    await app.auth.endSession(first.cookie);
    expect((await verify(first.cookie)).status).toBe('invalid');

    // The owner signs in again at once; the old cookie, replayed to sign out, ends nothing.
    const second = await signIn(account);
    await app.auth.endSession(first.cookie);
    expect((await verify(second.cookie)).status).toBe('valid');
  });

  it('ends the sessions of every device, one signed in within the second of the sign-out too', async () => {
    const account = await staffAccount();
    const laptop = await signIn(account);
    const phone = await signInAtSecondStart(account);
    await app.auth.endSession(laptop.cookie);
    expect((await verify(laptop.cookie)).status).toBe('invalid');
    expect((await verify(phone.cookie)).status).toBe('invalid');
  });
});

describe('a revocation by an operator', () => {
  it('removing the privacy role ends a session signed in within the same second', async () => {
    const account = await staffAccount({ privacy: true });
    const { cookie, claims } = await signInAtSecondStart(account);
    expect(claims?.privacy).toBe(true);
    expect(await app.authAccounts.setPrivacyRole(account.email, false)).toMatchObject({
      success: true,
    });
    expect((await verify(cookie)).status).toBe('invalid');
    // A new sign-in is a session without the role.
    const again = await verify((await signIn(account)).cookie);
    expect(again.status === 'valid' && again.claims.privacy).toBe(undefined);
  });

  it('disabling an account ends a session signed in within the same second, for good', async () => {
    const account = await staffAccount();
    const { cookie } = await signInAtSecondStart(account);
    const disabled = await app.staffAccounts.disableStaff(account.email);
    expect(disabled).toMatchObject({ success: true });
    expect((await verify(cookie)).status).toBe('invalid');
    // Enabled again (the Firebase console can): the session of before stays over.
    await app.firebase.adminAuth().updateUser(account.uid, { disabled: false });
    expect((await verify(cookie)).status).toBe('invalid');
  });
});

describe("the live board's access", () => {
  it('stays closed when a sign-out runs between the token request’s session check and its opening', async () => {
    const { user, cookie } = await signIn(await staffAccount());
    // The route's gate has checked the session…
    expect((await verify(cookie)).status).toBe('valid');
    // …a sign-out runs to its end…
    await app.auth.endSession(cookie);
    // …and only then does the token request go on.
    await expect(app.auth.liveBoardToken(user, cookie)).rejects.toMatchObject({
      status: 401,
      message: 'No has iniciado sesión',
    });
    expect((await boardAccess(user.uid)).exists).toBe(false);
  });

  it('is opened by a token of a live session and closed by its sign-out', async () => {
    const { user, cookie } = await signIn(await staffAccount());
    expect(await app.auth.liveBoardToken(user, cookie)).toMatch(/^[\w-]+\.[\w-]+\./);
    expect((await boardAccess(user.uid)).exists).toBe(true);
    await app.auth.endSession(cookie);
    expect((await boardAccess(user.uid)).exists).toBe(false);
  });

  it('closed again for one opening leaves an opening made since alone', async () => {
    const { user, cookie } = await signIn(await staffAccount());
    const { closeBoardAccess } = app.authAccounts;
    await app.auth.liveBoardToken(user, cookie);
    // When that token opened it (the opening's write).
    const stale = (await boardAccess(user.uid)).updateTime;
    expect(stale).toBeDefined();
    await closeBoardAccess(user.uid);
    await app.auth.liveBoardToken(user, cookie);
    await closeBoardAccess(user.uid, stale);
    expect((await boardAccess(user.uid)).exists).toBe(true);
  });
});
