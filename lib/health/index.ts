import 'server-only';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { runProbes } from './probes';

/** How long a piece may take to answer before it counts as down. */
const TIMEOUT_MS = 2000;

/** One probe per piece; each new piece of the product adds its flag here. */
const probes: Record<string, () => Promise<unknown>> = {
  // The specification's connectivity check: reading the members collection.
  firestore: () => adminDb().collection('usuarios').limit(1).get(),
  // Strapi's own liveness route answers 204.
  cms: async () => {
    const response = await fetch(new URL('/_health', env.STRAPI_URL), { cache: 'no-store' });
    if (!response.ok) throw new Error(`cms answered ${response.status}`);
  },
};

/** `{ ok, <piece>: boolean… }`: ok only when every piece answered in time. */
export function checkHealth(): Promise<Record<string, boolean>> {
  return runProbes(probes, TIMEOUT_MS);
}
