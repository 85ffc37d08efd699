import { baseSecurityHeaders, draftModeCookie, securityHeaders } from './lib/security-headers.mjs';

/**
 * The full check runs in instrumentation.ts; the headers and images need these ones earlier.
 * @param {string} name
 */
function requiredUrl(name) {
  const value = process.env[name];
  if (!value || !URL.canParse(value)) {
    throw new Error(`Invalid configuration: ${name} is missing or not a URL (see .env.example)`);
  }
  return new URL(value);
}

const bookingUrl = requiredUrl('NEXT_PUBLIC_BOOKING_URL');
const geocoderUrl = requiredUrl('NEXT_PUBLIC_GEOCODER_URL');
const strapiUrl = requiredUrl('STRAPI_URL');
// Marketers' browsers reach Strapi's admin here; its preview frames Draft Mode pages.
const strapiAdminOrigin = process.env.STRAPI_ADMIN_URL?.trim()
  ? requiredUrl('STRAPI_ADMIN_URL').origin
  : strapiUrl.origin;

// Next refuses to optimise images from private addresses (SSRF); a local Strapi is one.
const isLocalHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(strapiUrl.hostname);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Blog images come from Strapi's uploads through the image optimiser, so the browser never
    // calls Strapi and the CSP img-src stays 'self'.
    remotePatterns: [
      {
        protocol: /** @type {'http' | 'https'} */ (strapiUrl.protocol.slice(0, -1)),
        hostname: strapiUrl.hostname,
        port: strapiUrl.port,
        pathname: '/uploads/**',
      },
    ],
    dangerouslyAllowLocalIP: isLocalHost,
  },
  async headers() {
    const options = {
      isDev: process.env.NODE_ENV !== 'production',
      bookingUrl: bookingUrl.toString(),
      connectSrc: [geocoderUrl.origin],
    };
    // The staff pages get a per-request nonce policy from proxy.ts instead.
    const sitePages = '/((?!login$|soporte$).*)';
    const draftMode = [{ type: /** @type {const} */ ('cookie'), key: draftModeCookie }];
    return [
      { source: sitePages, missing: draftMode, headers: securityHeaders(options) },
      {
        // A marketer's preview (Draft Mode): Strapi's admin shows it in a frame.
        source: sitePages,
        has: draftMode,
        headers: securityHeaders({ ...options, frameAncestors: [strapiAdminOrigin] }),
      },
      { source: '/(login|soporte)', headers: baseSecurityHeaders },
    ];
  },
};

export default nextConfig;
