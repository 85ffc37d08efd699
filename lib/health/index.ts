import 'server-only';
import { pingCms } from '@/lib/cms';
import { pingMembers } from '@/lib/members';
import { runProbes } from './probes';

/** How long a piece may take to answer before it counts as down. */
const TIMEOUT_MS = 2000;

/** One probe per piece; each new piece of the product adds its flag here. */
const probes: Record<string, () => Promise<unknown>> = {
  firestore: pingMembers,
  cms: pingCms,
};

/** `{ ok, <piece>: boolean… }`: ok only when every piece answered in time. */
export function checkHealth(): Promise<Record<string, boolean>> {
  return runProbes(probes, TIMEOUT_MS);
}
