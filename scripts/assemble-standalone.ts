/**
 * After `next build`: copies public/ and .next/static beside .next/standalone/server.js.
 * Part of the production build, so it imports nothing from the local stack (scripts/lib).
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The production server `next build` writes with `output: 'standalone'`, as a container runs it;
 * `distDir` is NEXT_DIST_DIR's folder for a build made beside the usual one.
 */
export const standaloneServer = (root: string, distDir = '.next') =>
  path.join(root, distDir, 'standalone', 'server.js');

/**
 * The standalone server leaves the static files out: `public/` and `.next/static` go beside
 * server.js, as a deployment copies them (docs/deploy.md). `distDir` is NEXT_DIST_DIR's folder;
 * `target` is server.js's folder when the project is not the root of its file tracing (a copy of
 * it inside this repository).
 */
export function assembleStandalone(
  root: string,
  {
    distDir = '.next',
    target = path.dirname(standaloneServer(root, distDir)),
  }: { distDir?: string; target?: string } = {},
) {
  const publicDir = path.join(root, 'public');
  // A project without public files (the benchmark's floor) has no public/.
  if (existsSync(publicDir)) cpSync(publicDir, path.join(target, 'public'), { recursive: true });
  cpSync(path.join(root, distDir, 'static'), path.join(target, distDir, 'static'), {
    recursive: true,
  });
}

// `npm run build` runs this file; the local stack and the tests import it.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  assembleStandalone(path.resolve(__dirname, '..'));
}
