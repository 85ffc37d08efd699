import { createHash } from 'node:crypto';

/** One spelling per address: trimmed, lower case (addresses are compared case-insensitively). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * What the audit keeps of an address: the SHA-256 (hex) of its normal spelling. Whoever holds
 * the address can show that it was deleted, when and by whom; the audit itself lists nobody.
 * Deliberately unkeyed: no secret to keep or lose for the audit to stay checkable. It does not
 * hide a guessed address from someone who can read the database (staff already can).
 */
export const emailHash = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex');
