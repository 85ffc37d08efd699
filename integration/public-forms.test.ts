/**
 * The public forms under a flood, through their route handlers, on Firestore (Google's emulator,
 * see firestore-app.ts): past the full global ceiling POST /api/odoo and POST
 * /api/privacy-requests answer 428 with a proof-of-work challenge; solved (as the `altcha`
 * widget's workers solve it) the submission is stored; the same solution again is worth nothing;
 * a client over its own limit still gets 429. The browser's side is e2e/multi-instance.
 */
import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import {
  GLOBAL_SHARDS,
  RATE_COUNTERS_COLLECTION,
  RATE_WINDOW_MS,
  SPENT_PROOFS_COLLECTION,
  globalShardId,
  rateWindow,
} from '../lib/spam/rate-limit';
import { privacyCollections } from '../lib/privacy/client';
import { serverWith, withFirestore } from './firestore-app';

// Outside a request, Next's `after()` has nowhere to run: the forwarding it schedules is not
// this test's subject.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: () => undefined,
}));

const siteUrl = 'http://localhost:3000';
const settings = {
  NEXT_PUBLIC_SITE_URL: siteUrl,
  LEADS_UPSTREAM_URL: '',
  LEADS_RATE_LIMIT_PER_MINUTE: '2',
  // One per shard: 50 a minute in all.
  LEADS_GLOBAL_LIMIT_PER_MINUTE: String(GLOBAL_SHARDS),
  TRUSTED_PROXY_HOPS: '1',
  SHIFT_WEBHOOK_URLS: '',
  ALTCHA_HMAC_KEY: 'integration-only-altcha-hmac-key-0123456789',
};

const server = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    leadsRoute: await import('@/app/api/odoo/route'),
    privacyRoute: await import('@/app/api/privacy-requests/route'),
    spam: await import('@/lib/spam'),
  }));
let app: Awaited<ReturnType<typeof server>>;

withFirestore(async () => {
  app = await server();
});

const db = () => app.firebase.adminDb();
const counters = () => db().collection(RATE_COUNTERS_COLLECTION);

/** A client address nobody else uses (documentation range), in a /64 of its own. */
const freshAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

/** The global ceiling full for this minute and the next two (a test may cross a minute). */
async function fillCeiling() {
  const start = Math.floor(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const batch = db().batch();
  for (let minute = 0; minute < 3; minute++) {
    const windowStart = start + minute * RATE_WINDOW_MS;
    for (let shard = 0; shard < GLOBAL_SHARDS; shard++) {
      batch.set(counters().doc(globalShardId(shard, windowStart)), {
        count: 1,
        expiresAt: new Date(windowStart + RATE_WINDOW_MS),
      });
    }
  }
  await batch.commit();
}

/** A client over its own limit for this minute and the next (as after two submissions). */
async function useUpAllowance(address: string) {
  const counted = app.spam.clientAddress(new Headers({ 'x-forwarded-for': address }), 1);
  for (const at of [Date.now(), Date.now() + RATE_WINDOW_MS]) {
    const window = rateWindow(counted, at);
    await counters().doc(window.id).set({ count: 2, expiresAt: window.end });
  }
}

function post(
  route: { POST: (request: Request) => Promise<Response> },
  path: string,
  body: unknown,
  address: string,
) {
  return route.POST(
    new Request(`${siteUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  );
}

const postLead = (body: unknown, address = freshAddress()) =>
  post(app.leadsRoute, '/api/odoo', body, address);
const postRequest = (body: unknown, address = freshAddress()) =>
  post(app.privacyRoute, '/api/privacy-requests', body, address);

/** What the widget sends once it has solved the challenge. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

async function challengeFrom(response: Response): Promise<Challenge> {
  expect(response.status).toBe(428);
  const body = (await response.json()) as { detail: string; altcha: Challenge };
  expect(body.detail).toMatch(/^Estamos recibiendo muchas solicitudes/);
  expect(body.altcha.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
  expect(body.altcha.signature).toMatch(/^[0-9a-f]{64}$/);
  return body.altcha;
}

const leadsOf = async (email: string) =>
  (await db().collection('leads').where('email', '==', email).get()).docs;

const fresh = () => leadFields({ email: `lead.${randomBytes(4).toString('hex')}@empresa.cl` });

describe('past the full global ceiling', () => {
  beforeAll(fillCeiling);

  it('a lead gets 428 with a challenge, and nothing is stored', async () => {
    const lead = fresh();
    await challengeFrom(await postLead({ ...lead, consent: true }));
    expect(await leadsOf(lead.email)).toHaveLength(0);
  });

  it('solved, the lead is stored; the same solution again gets a new challenge', async () => {
    const lead = fresh();
    const address = freshAddress();
    const challenge = await challengeFrom(await postLead({ ...lead, consent: true }, address));
    const altcha = await solve(challenge);

    const accepted = await postLead(
      { ...lead, consent: true, utm: { source: 'google' }, page: '/blogs', altcha },
      address,
    );
    expect(accepted.status).toBe(201);
    const { lead_id } = (await accepted.json()) as { lead_id: string };
    const stored = await db().collection('leads').doc(lead_id).get();
    expect(stored.data()).toMatchObject({
      ...lead,
      status: 'stored',
      utm: { source: 'google' },
      page: '/blogs',
    });
    expect(stored.data()).not.toHaveProperty('altcha');
    // Recorded as spent until the challenge expires (a TTL policy deletes it then).
    const spent = await db().collection(SPENT_PROOFS_COLLECTION).get();
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
    expect(spent.docs.some((doc) => doc.get('expiresAt').toMillis() === expiresAt.getTime())).toBe(
      true,
    );

    // Replayed, from the same address or another: worth nothing, a new challenge instead.
    for (const from of [address, freshAddress()]) {
      const again = fresh();
      const replayed = await postLead({ ...again, consent: true, altcha }, from);
      const next = await challengeFrom(replayed);
      expect(next.parameters.nonce).not.toBe(challenge.parameters.nonce);
      expect(await leadsOf(again.email)).toHaveLength(0);
    }
  });

  it('a forged, tampered or expired solution counts as none', async () => {
    const challenge = await challengeFrom(await postLead({ ...fresh(), consent: true }));
    const altcha = await solve(challenge);
    const decoded = JSON.parse(Buffer.from(altcha, 'base64').toString()) as {
      challenge: Challenge;
      solution: unknown;
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const tampered = encode({
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 1 } },
    });
    // Signed with the right key, but issued 11 minutes ago: past its 10 minutes.
    const old = await app.spam.createProofOfWorkChallenge(
      settings.ALTCHA_HMAC_KEY,
      new Date(Date.now() - 11 * 60_000),
    );
    const expired = encode({ challenge: old, solution: decoded.solution });
    const otherKey = encode({
      challenge: await app.spam.createProofOfWorkChallenge(
        'another-key-0123456789abcdefghijklmnop',
      ),
      solution: decoded.solution,
    });
    for (const bad of ['bm8gZXMgSlNPTg==', tampered, expired, otherKey, 42, { parameters: {} }]) {
      const lead = fresh();
      await challengeFrom(await postLead({ ...lead, consent: true, altcha: bad }));
      expect(await leadsOf(lead.email)).toHaveLength(0);
    }
  });

  it('a client over its own limit still gets 429, solved or not, and keeps its solution', async () => {
    const address = freshAddress();
    const challenge = await challengeFrom(await postLead({ ...fresh(), consent: true }, address));
    const altcha = await solve(challenge);
    await useUpAllowance(address);

    for (const extra of [{}, { altcha }]) {
      const refused = await postLead({ ...fresh(), consent: true, ...extra }, address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        detail:
          'Recibimos demasiadas solicitudes desde tu conexión. Intenta nuevamente en un minuto.',
      });
    }
    // The refused submission did not spend it.
    expect((await postLead({ ...fresh(), consent: true, altcha })).status).toBe(201);
  });

  it('a rights request gets 428 too, and is stored once solved', async () => {
    const request = {
      email: `titular.${randomBytes(4).toString('hex')}@empresa.cl`,
      right: 'acceso',
      message: '',
    };
    const address = freshAddress();
    const challenge = await challengeFrom(await postRequest(request, address));
    const accepted = await postRequest({ ...request, altcha: await solve(challenge) }, address);
    expect(accepted.status).toBe(201);
    const { id } = (await accepted.json()) as { id: string };
    expect((await db().collection(privacyCollections.requests).doc(id).get()).data()).toMatchObject(
      {
        email: request.email,
        right: 'acceso',
      },
    );
  });
});
