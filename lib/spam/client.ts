/** The public forms' guards the browser needs: the honeypot field, the proof-of-work answer. */
export { HONEYPOT_FIELD } from './honeypot';
export { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_STATUS, challengeOf } from './proof-of-work-answer';
