import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <secret>`, compared in constant time (both
 * sides hashed first, so neither the length nor the content of the secret leaks). No secret
 * configured means every header is refused.
 */
export function hasBearerSecret(header: string | null, secret: string | undefined): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const matches = timingSafeEqual(digest(presented), digest(secret ?? ''));
  return matches && presented.length > 0 && Boolean(secret);
}
