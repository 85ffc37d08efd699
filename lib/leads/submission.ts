import 'server-only';
import { privacyNoticeVersion } from '@/content/privacy-notice';
import { env } from '@/lib/env';
import {
  storeWithinRateLimit,
  type RateLimits,
  type RateSlot,
  type RateSlotOptions,
} from '@/lib/spam';
import { normalizeEmail } from './address';
import { leads, newDeliveries } from './collection';
import { consentRecord, leadExpiresAt } from './consent';
import { configuredDestinations } from './destinations';
import { derivedLeadFields, type LeadDestination } from './model';
import { recordSalesNotice } from './sales-notices';
import type { LeadSubmissionData } from './schema';

/** An id in the format of real leads, for answering bots without storing anything. */
export const unusedLeadId = () => leads().doc().id;

/** Stored, or refused by the rate limit: `scope` says by the client's limit or the ceiling. */
export type SubmitResult =
  { ok: true; leadId: string; noticeIds: string[] } | Extract<RateSlot, { ok: false }>;

/**
 * Stores a validated lead, whose visitor consented to the privacy notice, durably, within its
 * client address's quota per minute, with its attribution (`utm`, `page`), due at every
 * destination configured now (`stored` when there is none), with its notice to the sales
 * channel. `options` go to the rate limit (a solved proof of work gets past the global ceiling).
 */
export const submitLead = (
  lead: LeadSubmissionData,
  clientAddress: string,
  options: RateSlotOptions = {},
): Promise<SubmitResult> =>
  insertLeadWithinRateLimit(lead, {
    clientAddress,
    limitPerMinute: env.LEADS_RATE_LIMIT_PER_MINUTE,
    globalLimitPerMinute: env.LEADS_GLOBAL_LIMIT_PER_MINUTE,
    destinations: configuredDestinations(),
    retentionDays: env.LEADS_RETENTION_DAYS,
    now: new Date(),
    rateSlot: options,
  });

/**
 * Stores a lead unless its client address has used up this minute's quota, or the global
 * ceiling is reached: the counters, the lead and its sales notice are one transaction, so
 * nothing is half-written. The lead keeps the consent given now to the current privacy notice,
 * and when retention deletes it (`retentionDays` after now).
 */
export async function insertLeadWithinRateLimit(
  { utm, page, ...fields }: LeadSubmissionData,
  {
    clientAddress,
    destinations,
    now,
    retentionDays = env.LEADS_RETENTION_DAYS,
    rateSlot,
    ...limits
  }: RateLimits & {
    clientAddress: string;
    destinations: readonly LeadDestination[];
    now: Date;
    retentionDays?: number;
    rateSlot?: RateSlotOptions;
  },
): Promise<SubmitResult> {
  const lead = leads().doc();
  return storeWithinRateLimit(clientAddress, limits, now, rateSlot ?? {}, (transaction) => {
    const document = {
      ...fields,
      // The address as personal-data look-ups find it, by an indexed equality (lib/privacy).
      emailNormalized: normalizeEmail(fields.email),
      ...(utm && Object.keys(utm).length > 0 && { utm }),
      ...(page && { page }),
      destinations: newDeliveries(destinations, now),
      createdAt: now,
      consent: consentRecord(privacyNoticeVersion.version, now),
      expiresAt: leadExpiresAt(now, retentionDays),
    };
    transaction.create(lead, { ...document, ...derivedLeadFields(document) });
    const noticeIds = recordSalesNotice(
      transaction,
      lead.id,
      {
        event: 'lead.new',
        leadId: lead.id,
        company: fields.company,
        country: fields.country,
        page: page ?? null,
      },
      now,
    );
    return { leadId: lead.id, noticeIds };
  });
}
