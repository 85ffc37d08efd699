import { describe, expect, it } from 'vitest';
import {
  PROOF_OF_WORK_FIELD,
  challengeOf,
  proofOfWorkPayload,
  withoutProofOfWork,
} from './proof-of-work-answer';

describe('the proof-of-work members of a body', () => {
  it('are named altcha, as the widget names its payload', () => {
    expect(PROOF_OF_WORK_FIELD).toBe('altcha');
  });

  it('takes the solution out of a submission, leaving the fields', () => {
    const body = { email: 'a@b.cl', altcha: 'eyJ9' };
    expect(proofOfWorkPayload(body)).toBe('eyJ9');
    expect(withoutProofOfWork(body)).toEqual({ email: 'a@b.cl' });
    expect(proofOfWorkPayload({ email: 'a@b.cl' })).toBeUndefined();
    for (const other of [null, 'texto', ['altcha']]) {
      expect(proofOfWorkPayload(other)).toBeUndefined();
      expect(withoutProofOfWork(other)).toBe(other);
    }
  });

  it('finds the challenge of a 428 answer', () => {
    const challenge = { parameters: { nonce: 'ab' }, signature: 'cd' };
    expect(challengeOf({ detail: 'x', altcha: challenge })).toBe(challenge);
    expect(challengeOf({ detail: 'x' })).toBeUndefined();
    expect(challengeOf({ altcha: 'texto' })).toBeUndefined();
    expect(challengeOf(null)).toBeUndefined();
  });
});
