import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentIdFor, newBuildId } from './lib/cache/builds.mjs';
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

// Several instances share Next's incremental cache in Redis (lib/cache/cache-handler.mjs). The choice is
// made when building, so a build for one machine stays exactly Next's own file-system cache.
const sharedCache = Boolean(process.env.REDIS_URL);

// NEXT_DIST_DIR: a build beside the usual .next (a test's own, e.g. one made while Strapi is down).
const separateBuild = process.env.NEXT_DIST_DIR;
if (separateBuild) {
  const extendsPath = path.relative(path.dirname(separateBuild), 'tsconfig.json');
  // Its folder (.stack/ for the cms step) may not exist yet in a fresh clone.
  mkdirSync(path.dirname(separateBuild), { recursive: true });
  writeFileSync(`${separateBuild}.tsconfig.json`, JSON.stringify({ extends: `./${extendsPath}` }));
}

// NEXT_BUILD_CACHE=off: a build no later build reuses (CI's test builds, each in a fresh clone)
// skips Turbopack's file-system cache, whose tracking and writing cost it a sixth of its time.
const buildCache = process.env.NEXT_BUILD_CACHE !== 'off';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // One id per build (NEXT_DEPLOYMENT_ID, or one made up here): Next's version-skew protection
  // (assets with ?dpl=, a full page load when a browser of another build navigates) and the
  // build's own entries in the shared cache. The standalone server keeps the build's value.
  deploymentId: deploymentIdFor(process.env),
  // A build id of each build's own (Next's is one constant once a deployment id is set): with
  // the deployment id it names the build's entries in the shared cache, so a deployment id
  // reused for another build never serves the older build's pages.
  generateBuildId: () => newBuildId(),
  reactStrictMode: true,
  // `forbidden()`: /soporte/datos answers 403 to staff without the privacy role.
  experimental: {
    authInterrupts: true,
    // The stylesheet in a <style> in the document's head instead of a <link>: a phone on a slow
    // network paints once the document's first bytes arrive, not a round trip later (bench:paint,
    // docs/benchmarks.md). Both CSPs allow inline styles (lib/security-headers.mjs).
    inlineCss: true,
    ...(!buildCache && { turbopackFileSystemCacheForBuild: false }),
  },
  poweredByHeader: false,
  // The production server is .next/standalone/server.js, with what it needs beside it.
  output: 'standalone',
  // The test stack's builds (`npm test`) come after its typecheck step checked the same code, so
  // they skip Next's own check (about 30 s each); every other build, production's, checks types.
  ...(process.env.NEXT_BUILD_TYPES_CHECKED === 'true' && {
    typescript: { ignoreBuildErrors: true },
  }),
  ...(separateBuild && {
    distDir: separateBuild,
    // Next adds the build folder's types to the TypeScript config it uses: a file of that build's
    // own, not tsconfig.json. Types are the usual build's check (the same code).
    typescript: { ignoreBuildErrors: true, tsconfigPath: `${separateBuild}.tsconfig.json` },
  }),
  ...(sharedCache && {
    cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)),
    // No per-instance memory cache in front of Redis: it would keep serving what another
    // instance already revalidated.
    cacheMaxMemorySize: 0,
  }),
  // Lets the server refuse REDIS_URL at run time when the build has no shared cache.
  env: { BUILT_WITH_SHARED_CACHE: String(sharedCache) },
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
