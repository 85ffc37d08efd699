import * as z from '@/lib/zod';
import { DAY_MS } from '@/lib/time';

/** The 400 `detail` of POST /api/odoo without consent (docs/contracts.md, Personal data). */
export const CONSENT_REQUIRED = 'Debes aceptar la política de privacidad para enviar la solicitud';

/**
 * The demo form's consent: only a literal `true` counts (a missing value, `"true"` or `1` do
 * not), so neither the form nor a request made without it can store a lead.
 */
export const consentField = z.literal(true, { error: CONSENT_REQUIRED });

/** What a stored lead keeps of its consent: which notice was accepted, and when. */
export interface ConsentRecord {
  version: string;
  at: Date;
}

export const consentRecord = (noticeVersion: string, at: Date): ConsentRecord => ({
  version: noticeVersion,
  at,
});

/**
 * When a lead stored at `storedAt` is deleted: `retentionDays` whole days later (the instant,
 * not a local date: TTL and the sweep compare instants).
 */
export const leadExpiresAt = (storedAt: Date, retentionDays: number) =>
  new Date(storedAt.getTime() + retentionDays * DAY_MS);
