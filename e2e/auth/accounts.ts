import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { memberCollections } from '../../lib/members/client';
import { e2eStack } from '../stack';

// The test process talks to the e2e stack's emulators, like the app does.
process.env.FIREBASE_AUTH_EMULATOR_HOST = e2eStack.env.FIREBASE_AUTH_EMULATOR_HOST;
process.env.FIRESTORE_EMULATOR_HOST = e2eStack.env.FIRESTORE_EMULATOR_HOST;
process.env.METADATA_SERVER_DETECTION = 'none';

const app = getApps()[0] ?? initializeApp({ projectId: e2eStack.env.FIREBASE_PROJECT_ID });
export const testAuth = getAuth(app);
export const testDb = getFirestore(app, e2eStack.env.FIRESTORE_DATABASE_ID);

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  nombre: string;
}

/**
 * A fresh account per test (tests run in parallel): staff unless told otherwise; privacy staff
 * (personal data, /soporte/datos) when told.
 */
export async function createAccount({
  staff = true,
  privacy = false,
  nombre = 'Valentina Muñoz',
  withRecord = true,
}: {
  staff?: boolean;
  privacy?: boolean;
  nombre?: string;
  withRecord?: boolean;
} = {}): Promise<TestAccount> {
  const email = `e2e.${randomUUID().slice(0, 8)}@andina.test`;
  const password = 'clave-e2e-123';
  const user = await testAuth.createUser({ email, password });
  if (staff)
    await testAuth.setCustomUserClaims(user.uid, {
      staff: true,
      ...(privacy && { privacy: true }),
    });
  if (withRecord) {
    await testDb
      .collection(memberCollections.equipo)
      .doc(user.uid)
      .set({ nombre, email, flagActivo: 0 });
  }
  return { uid: user.uid, email, password, nombre };
}

/** Signs in against the Auth emulator's REST API, as the browser SDK does. */
export async function idTokenFor(account: TestAccount): Promise<string> {
  const host = e2eStack.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Exchanges a custom token (the live board's) for an ID token at the Auth emulator's REST API,
 * as anyone holding one can: what the board's browser does with signInWithCustomToken.
 */
export async function idTokenForCustomToken(token: string): Promise<string> {
  const host = e2eStack.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`custom token sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Signs a fresh staff account in on a request context (Playwright's `request`, or
 * `page.request`, which shares the page's cookies) and returns the account.
 */
export async function startSession(
  request: import('@playwright/test').APIRequestContext,
  options: Parameters<typeof createAccount>[0] = {},
): Promise<TestAccount> {
  const account = await createAccount(options);
  const response = await request.post('/api/session', {
    headers: { origin: e2eStack.baseURL },
    data: { idToken: await idTokenFor(account) },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
  return account;
}
