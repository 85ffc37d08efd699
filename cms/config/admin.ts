import { previewUrl, siteOrigins } from '../src/preview';

export default ({ env }) => {
  // The site's address and the secret its /api/preview checks (the same PREVIEW_SECRET).
  const preview = { siteUrl: env('SITE_URL'), secret: env('PREVIEW_SECRET') };
  return {
    auth: {
      secret: env('ADMIN_JWT_SECRET'),
      // The admin's refresh cookie is `Secure` in production whatever Strapi thinks of the
      // connection: behind a load balancer that needs IS_PROXIED (config/server.ts), otherwise
      // the sign-in fails instead of sending the session over plain HTTP.
      cookie: { secure: env.bool('ADMIN_COOKIE_SECURE', env('NODE_ENV') === 'production') },
    },
    apiToken: {
      salt: env('API_TOKEN_SALT'),
    },
    transfer: {
      token: {
        salt: env('TRANSFER_TOKEN_SALT'),
      },
    },
    secrets: {
      encryptionKey: env('ENCRYPTION_KEY'),
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
    // Tests and previews run headless: no admin build is needed to start.
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    // The edit view's Preview button shows a post on the site in Draft Mode (README: Blog).
    // Strapi adds the allowed origins to its own CSP frame-src, for the preview frame.
    preview: {
      enabled: siteOrigins(preview.siteUrl).length > 0 && Boolean(preview.secret),
      config: {
        allowedOrigins: siteOrigins(preview.siteUrl),
        handler: (uid: string, { documentId }: { documentId?: string }) =>
          previewUrl(preview, uid, documentId),
      },
    },
  };
};
