import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProofOfWorkChallenge,
  proofOfWorkSettings,
  verifyProofOfWork,
} from './proof-of-work';

const key = 'test-only-altcha-hmac-key-0123456789abcdef';

/** What the `altcha` widget sends: base64 of the challenge it solved and its solution. */
const payloadOf = (challenge: Challenge, solution: unknown) =>
  Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');

describe('proof of work', () => {
  let challenge: Challenge;
  let solution: Solution;
  const issued = new Date();

  beforeAll(async () => {
    challenge = await createProofOfWorkChallenge(key, issued);
    // Solved as the widget's workers do (the same algorithm, in Node).
    solution = (await solveChallenge({ challenge, deriveKey }))!;
  }, 60_000);

  it('hands out signed, expiring challenges in the widget 3.x format (altcha-lib v2)', () => {
    const { parameters, signature } = challenge;
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: proofOfWorkSettings.cost,
      keyLength: 32,
    });
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBe(
      Math.floor(issued.getTime() / 1000) + proofOfWorkSettings.lifetimeSeconds,
    );
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    // Work of a fixed size: the counter the browser must find lies in the chosen range.
    expect(solution.counter).toBeGreaterThanOrEqual(proofOfWorkSettings.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(proofOfWorkSettings.counterMax);
  });

  it('accepts a solved challenge, named by its nonce, until it expires', async () => {
    const check = await verifyProofOfWork(payloadOf(challenge, solution), key);
    expect(check).toEqual({
      ok: true,
      proof: {
        id: expect.stringMatching(/^[0-9a-f]{40}$/),
        expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
      },
    });
    // The same challenge is the same proof, whoever sends it (the rate limit spends it once).
    const again = await verifyProofOfWork(payloadOf(challenge, solution), key);
    expect(again.ok && again.proof.id).toBe(check.ok && check.proof.id);
  });

  it('refuses a wrong solution', async () => {
    const wrongKey = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const wrong of [
      { ...solution, derivedKey: wrongKey },
      { counter: solution.counter, derivedKey: '00'.repeat(32) },
      { counter: 'x', derivedKey: solution.derivedKey },
      {},
    ]) {
      expect(await verifyProofOfWork(payloadOf(challenge, wrong), key)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('refuses a challenge signed with another key, or changed on the way', async () => {
    expect(await verifyProofOfWork(payloadOf(challenge, solution), `${key}-other`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await verifyProofOfWork(payloadOf(easier, solution), key)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const later = {
      ...challenge,
      parameters: {
        ...challenge.parameters,
        expiresAt: (challenge.parameters.expiresAt ?? 0) + 9e6,
      },
    };
    expect(await verifyProofOfWork(payloadOf(later, solution), key)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses an expired challenge', async () => {
    const old = await createProofOfWorkChallenge(
      key,
      new Date(Date.now() - (proofOfWorkSettings.lifetimeSeconds + 5) * 1000),
    );
    // Expiry is checked first: whatever the solution, it is too late.
    expect(await verifyProofOfWork(payloadOf(old, solution), key)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('says what is missing or malformed, without throwing', async () => {
    for (const absent of [undefined, null, '']) {
      expect(await verifyProofOfWork(absent, key)).toEqual({ ok: false, reason: 'missing' });
    }
    const base64 = (value: string) => Buffer.from(value).toString('base64');
    for (const malformed of [
      42,
      { challenge: challenge, solution },
      'no es base64!',
      base64('no es JSON'),
      base64(JSON.stringify({ challenge: null, solution })),
      base64(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution })),
      base64(
        JSON.stringify({
          challenge: { parameters: { ...challenge.parameters, nonce: '../x' }, signature: 'x' },
          solution,
        }),
      ),
      'A'.repeat(5000),
    ]) {
      expect(await verifyProofOfWork(malformed, key), String(malformed).slice(0, 40)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });
});
