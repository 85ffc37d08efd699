/** The blog's content type: the only one with a page on the site. */
export const blogUid = 'api::blog.blog';

/**
 * Where the admin's Preview button opens a post: the site's /api/preview with the shared secret
 * and the post's documentId; the site checks the secret, turns on Draft Mode and shows the post
 * as it is now, published or not. Null (no button) for other content types or without settings.
 */
export function previewUrl(
  settings: { siteUrl?: string; secret?: string },
  uid: string,
  documentId: string | undefined,
): string | null {
  if (uid !== blogUid || !documentId || !settings.siteUrl || !settings.secret) return null;
  const url = new URL('/api/preview', settings.siteUrl);
  url.searchParams.set('secret', settings.secret);
  url.searchParams.set('id', documentId);
  return url.href;
}

/** The site's origin, which Strapi's admin may show in its preview frame; none when unset. */
export function siteOrigins(siteUrl: string | undefined): string[] {
  return siteUrl && URL.canParse(siteUrl) ? [new URL(siteUrl).origin] : [];
}
