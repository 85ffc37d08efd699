import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a presented value is the secret, compared in constant time (both sides hashed first,
 * so neither the length nor the content of the secret leaks). An empty value never is, and no
 * secret configured means everything is refused.
 */
export function isSecret(presented: string | null, secret: string | undefined): boolean {
  const value = presented ?? '';
  const matches = timingSafeEqual(digest(value), digest(secret ?? ''));
  return matches && value.length > 0 && Boolean(secret);
}

/** Whether an Authorization header carries `Bearer <secret>`, compared in constant time. */
export function hasBearerSecret(header: string | null, secret: string | undefined): boolean {
  return isSecret(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '', secret);
}
