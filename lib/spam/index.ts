import 'server-only';

/**
 * Guards of the public forms (leads, privacy requests): honeypot, client address, rate limit
 * with its global ceiling, and the proof of work that gets past that ceiling.
 */
export { clientAddress } from './client-address';
export { isBotSubmission, withoutHoneypot } from './honeypot';
export {
  PROOF_OF_WORK_STATUS,
  proofOfWorkMessages,
  proofOfWorkPayload,
  withoutProofOfWork,
} from './proof-of-work-answer';
export { createProofOfWorkChallenge, verifyProofOfWork, type SolvedProof } from './proof-of-work';
export { type RateLimits, type RateSlot, type RateSlotOptions } from './rate-limit';
export { storeWithinRateLimit } from './within-limit';
