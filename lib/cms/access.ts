import 'server-only';
import { revalidateTag } from 'next/cache';
import { isSecret } from '@/lib/auth';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { tagsForWebhook } from './webhook';

/** Whether a preview link carries PREVIEW_SECRET, the secret of Strapi's Preview button. */
export function isPreviewAuthorized(secret: string | null): boolean {
  return isSecret(secret, env.PREVIEW_SECRET);
}

/**
 * Handles an authorised Strapi webhook body: marks the touched pages stale (the next visit gets
 * the cached page and regenerates it; a failed regeneration keeps the old one). Null when the
 * body is not a webhook Strapi sends.
 */
export function revalidateFromWebhook(body: unknown): string[] | null {
  const tags = tagsForWebhook(body);
  if (!tags) return null;
  for (const tag of tags) revalidateTag(tag, 'max');
  log.info('cms', `webhook ${(body as { event: string }).event}: revalidated ${tags.join(', ') || 'nothing'}`);
  return tags;
}
