import 'server-only';
import { pingCms } from '@/lib/cms';
import { pingMembers } from '@/lib/members';
import { runProbes, sharedFor } from './probes';

/** How long a piece may take to answer before it counts as down. */
const TIMEOUT_MS = 2000;
/** How long one round of probes answers every health request of this instance. */
const PROBE_EVERY_MS = 5000;

/** One probe per piece; each new piece of the product adds its flag here. */
const probes: Record<string, () => Promise<unknown>> = {
  firestore: pingMembers,
  cms: pingCms,
};

/**
 * `{ ok, <piece>: boolean… }`: ok only when every piece answered in time. The endpoint is public,
 * so a round of probes runs at most once every PROBE_EVERY_MS per instance and answers every
 * request meanwhile: a flood of health checks never becomes a flood of Firestore and Strapi reads.
 */
export const checkHealth = sharedFor(PROBE_EVERY_MS, () => runProbes(probes, TIMEOUT_MS));
