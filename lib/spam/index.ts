import 'server-only';

/**
 * Guards of the public forms (leads, privacy requests): honeypot, client address, rate limit
 * with its global ceiling, and the proof of work that gets past that ceiling.
 */
export { clientAddress } from './client-address';
export { HONEYPOT_FIELD, isBotSubmission, withoutHoneypot } from './honeypot';
export {
  PROOF_OF_WORK_FIELD,
  PROOF_OF_WORK_STATUS,
  proofOfWorkMessages,
  proofOfWorkPayload,
  withoutProofOfWork,
} from './proof-of-work-answer';
export {
  createProofOfWorkChallenge,
  verifyProofOfWork,
  type ProofOfWorkChallenge,
  type ProofOfWorkCheck,
  type SolvedProof,
} from './proof-of-work';
export {
  RATE_COUNTERS_COLLECTION,
  SPENT_PROOFS_COLLECTION,
  type RateLimits,
  type RateSlot,
  type RateSlotOptions,
} from './rate-limit';
export { storeWithinRateLimit } from './within-limit';
