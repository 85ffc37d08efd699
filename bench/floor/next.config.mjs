import { fileURLToPath } from 'node:url';

/**
 * The Lighthouse benchmark's floor (docs/benchmarks.md): a bare page built with the site's own
 * Next.js (the repository's node_modules) and its delivery options (next.config.mjs at the
 * root), and none of its code: what any page of this framework costs.
 */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  deploymentId: 'floor',
  reactStrictMode: true,
  poweredByHeader: false,
  output: 'standalone',
  // The repository's lockfile and node_modules are the floor's too.
  outputFileTracingRoot: repositoryRoot,
  turbopack: { root: repositoryRoot },
};

export default nextConfig;
