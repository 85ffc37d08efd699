import 'server-only';
import { pingCms } from '@/lib/cms';
import { noLeadHeld } from '@/lib/leads';
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
 * Reported, never counted in `ok`: `leads` is false while a lead is held because a destination
 * refuses us (an expired Odoo key). A CRM outage must not make a load balancer drain healthy
 * instances; staff and monitoring still see it.
 */
const reports: Record<string, () => Promise<unknown>> = {
  leads: async () => {
    if (!(await noLeadHeld())) throw new Error('leads held');
  },
};

/**
 * `{ ok, <piece>: boolean… }`: ok only when every piece answered in time. The endpoint is public,
 * so a round of probes runs at most once every PROBE_EVERY_MS per instance and answers every
 * request meanwhile: a flood of health checks never becomes a flood of Firestore and Strapi reads.
 */
export const checkHealth = sharedFor(PROBE_EVERY_MS, async () => {
  const [health, reported] = await Promise.all([
    runProbes(probes, TIMEOUT_MS),
    runProbes(reports, TIMEOUT_MS),
  ]);
  const { ok: _reportedOk, ...flags } = reported;
  return { ...health, ...flags };
});
