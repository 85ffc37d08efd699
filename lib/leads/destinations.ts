import 'server-only';
import { env } from '@/lib/env';
import { odooConfig } from '@/lib/odoo';
import type { LeadDestination } from './model';

/** The destinations configured now: a lead stored now goes to each of them. */
export function configuredDestinations(): LeadDestination[] {
  return [
    ...(odooConfig() ? (['odoo'] as const) : []),
    ...(env.LEADS_UPSTREAM_URL ? (['upstream'] as const) : []),
  ];
}
