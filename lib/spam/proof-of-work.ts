import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Proof of work for the public forms past the global ceiling (docs/contracts.md, Public forms
 * under a flood): ALTCHA's v2 challenges (altcha-lib's top-level API, the one the `altcha` 3.x
 * widget solves), signed with ALTCHA_HMAC_KEY and checked here; nothing leaves the server.
 *
 * "Deterministic" challenges: the server picks the counter the browser must find, so every
 * challenge costs the same work (about `(counterMin + counterMax) / 2` PBKDF2 derivations of
 * `cost` iterations: a second or two on a phone, a fraction of a core for a bot), and the
 * derived key's own signature lets the server check a solution with one HMAC, no derivation.
 */
export const proofOfWorkSettings = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 1_000,
  counterMax: 3_000,
  /** How long a challenge may be solved and sent (also how long its use is remembered). */
  lifetimeSeconds: 600,
} as const;

/** What the browser gets to solve (the `altcha` member of a 428 answer). */
export type ProofOfWorkChallenge = Challenge;

/** A solution that verified: its challenge's id (the nonce) and when it expires. */
export type SolvedProof = { id: string; expiresAt: Date };

export type ProofOfWorkCheck =
  | { ok: true; proof: SolvedProof }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid' };

/** The longest payload accepted: a v2 payload is about 700 characters of base64. */
const MAX_PAYLOAD_LENGTH = 4_000;

/** One key in the settings, two secrets for altcha-lib: the challenge's and the derived key's. */
function secrets(hmacKey: string) {
  return {
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: createHmac('sha256', hmacKey)
      .update('altcha-key-signature')
      .digest('hex'),
  };
}

/** A fresh challenge, valid for `lifetimeSeconds` from `now`. */
export async function createProofOfWorkChallenge(
  hmacKey: string,
  now: Date = new Date(),
): Promise<ProofOfWorkChallenge> {
  const { algorithm, cost, counterMin, counterMax, lifetimeSeconds } = proofOfWorkSettings;
  return createChallenge({
    algorithm,
    cost,
    counter: randomInt(counterMax, counterMin),
    deriveKey,
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    ...secrets(hmacKey),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
function decodePayload(payload: string) {
  if (payload.length > MAX_PAYLOAD_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution))
    return null;
  const { parameters, signature } = decoded.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string') return null;
  if (typeof parameters.nonce !== 'string' || !/^[0-9a-f]{16,128}$/.test(parameters.nonce)) {
    return null;
  }
  return {
    challenge: { parameters, signature } as unknown as Challenge,
    solution: decoded.solution as unknown as { counter: number; derivedKey: string },
    nonce: parameters.nonce,
    expiresAt: typeof parameters.expiresAt === 'number' ? parameters.expiresAt : undefined,
  };
}

/**
 * Checks a submission's `altcha` payload: signed with this key, not expired, and solved. Whether
 * it was used before is the rate limit's to say, in the submission's own transaction
 * (`takeRateSlot`).
 */
export async function verifyProofOfWork(
  payload: unknown,
  hmacKey: string,
): Promise<ProofOfWorkCheck> {
  if (payload === undefined || payload === null || payload === '') {
    return { ok: false, reason: 'missing' };
  }
  const decoded = typeof payload === 'string' ? decodePayload(payload) : null;
  if (!decoded) return { ok: false, reason: 'malformed' };
  let result;
  try {
    result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      ...secrets(hmacKey),
    });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  // Our challenges always carry an expiry and a key signature: one without them is not ours.
  if (!result.verified || decoded.expiresAt === undefined) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    proof: {
      id: createHash('sha256').update(decoded.nonce).digest('hex').slice(0, 40),
      expiresAt: new Date(decoded.expiresAt * 1000),
    },
  };
}
