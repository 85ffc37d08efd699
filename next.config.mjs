import { baseSecurityHeaders, securityHeaders } from './lib/security-headers.mjs';

const bookingUrl = process.env.NEXT_PUBLIC_BOOKING_URL;
if (!bookingUrl || !URL.canParse(bookingUrl)) {
  // The full check runs in instrumentation.ts; the CSP needs this one before anything else.
  throw new Error(
    'Invalid configuration: NEXT_PUBLIC_BOOKING_URL is missing or not a URL (see .env.example)',
  );
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  async headers() {
    return [
      {
        // The staff pages get a per-request nonce policy from proxy.ts instead.
        source: '/((?!login$|soporte$).*)',
        headers: securityHeaders({ isDev: process.env.NODE_ENV !== 'production', bookingUrl }),
      },
      { source: '/(login|soporte)', headers: baseSecurityHeaders },
    ];
  },
};

export default nextConfig;
