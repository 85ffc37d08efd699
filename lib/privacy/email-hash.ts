import { createHmac } from 'node:crypto';
import { normalizeEmail } from '@/lib/leads/client';

/**
 * What stands for an address once its data is deleted (the audit, a rights request kept after a
 * deletion): the HMAC-SHA-256 (hex) of its normal spelling, keyed with PRIVACY_HASH_KEY. Whoever
 * holds the address and the key can show what happened to it, when and by whom; without the key,
 * nobody can reverse it by hashing a list of likely addresses (an unkeyed SHA-256 could be).
 */
export const emailHash = (email: string, key: string) =>
  createHmac('sha256', key).update(normalizeEmail(email)).digest('hex');
