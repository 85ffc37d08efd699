import 'server-only';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb, runTransaction } from '@/lib/firebase';
import { log } from '@/lib/log';
import { odooConfig, odooLeadUrl, readLeadStages } from '@/lib/odoo';
import { businessMinutesBetween, type SalesHours } from '@/lib/sales-hours';
import {
  decideFirstContacts,
  FIRST_CONTACT_DAYS,
  leadContactView,
  medianMinutes,
  odooLeadStages,
  type ContactDecision,
  type LeadContact,
  type MinutesBetween,
  type StoredContact,
  type WaitingLead,
} from './first-contact';
import { deliveriesOf, isBlockedLead } from './model';
import { recordSalesNotice } from './sales-notices';
import { leadCollections } from './schema';
import { DAY_MS } from '@/lib/time';

const leads = () => adminDb().collection(leadCollections.leads);

/** The one document that says which minute was polled: two instances ticking together poll once. */
const pollDoc = () => adminDb().collection(leadCollections.contactPoll).doc('odoo');

/** SALES_HOURS and SALES_FIRST_CONTACT_MINUTES, or a test's. */
export interface ContactClock {
  hours: SalesHours;
  limit: number;
}

const clockFromEnv = (): ContactClock => ({
  hours: env.SALES_HOURS,
  limit: env.SALES_FIRST_CONTACT_MINUTES,
});

const between =
  (hours: SalesHours): MinutesBetween =>
  (from, to) =>
    businessMinutesBetween(from, to, hours);

const asDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : undefined);

/** A stored `contact`, its Timestamps as Dates. */
function storedContact(value: unknown): Partial<StoredContact> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const data = value as DocumentData;
  return {
    ...(data as Partial<StoredContact>),
    odooCreatedAt: asDate(data.odooCreatedAt),
    contactedAt: asDate(data.contactedAt) ?? null,
    lateAt: asDate(data.lateAt) ?? null,
  };
}

/**
 * `Lead.contact` of a stored lead: for every lead created in Odoo (its Odoo delivery has the
 * record's id), business minutes to its first contact or to now.
 */
export function contactOf(
  data: DocumentData,
  now = new Date(),
  { hours, limit }: ContactClock = clockFromEnv(),
): LeadContact | undefined {
  const odoo = deliveriesOf<DocumentData>(data).odoo;
  if (odoo?.upstreamId === undefined) return undefined;
  return leadContactView(storedContact(data.contact), asDate(odoo.forwardedAt), {
    now,
    limit,
    minutesBetween: between(hours),
  });
}

/** Claims `minute` for this instance: false when another already polled it (or a later one). */
async function claimMinute(minute: number, now: Date): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(pollDoc());
    const polled = snapshot.get('minute') as unknown;
    if (typeof polled === 'number' && polled >= minute) return false;
    transaction.set(pollDoc(), { minute, polledAt: now });
    return true;
  });
}

/** The leads the poll asks about, with only the fields it reads. */
async function waitingLeads(): Promise<WaitingLead[]> {
  const snapshot = await leads()
    .where('awaitingContact', '==', true)
    .select('company', 'status', 'contact', 'createdAt', 'destinations.odoo.upstreamId')
    .get();
  return snapshot.docs.flatMap((document) => {
    const data = document.data();
    const odooId = Number(deliveriesOf<DocumentData>(data).odoo?.upstreamId);
    if (!Number.isInteger(odooId) || odooId <= 0) return [];
    const contact = storedContact(data.contact);
    return [
      {
        id: document.id,
        odooId,
        company: String(data.company ?? ''),
        blocked: isBlockedLead(data),
        ...(asDate(data.createdAt) && { createdAt: asDate(data.createdAt) }),
        ...(contact?.odooCreatedAt && { contact: contact as StoredContact }),
      },
    ];
  });
}

/** What one poll did: whether it ran this minute, and what it found. */
export interface ContactPollResult {
  polled: boolean;
  /** Leads asked about (each one Firestore read). */
  asked: number;
  /** Leads whose `contact` was written. */
  recorded: number;
  contacted: number;
  announced: number;
  /** The `lead.waiting` notices recorded, to send once the tick's answer is out. */
  noticeIds: string[];
}

const idle = (polled: boolean): ContactPollResult => ({
  polled,
  asked: 0,
  recorded: 0,
  contacted: 0,
  announced: 0,
  noticeIds: [],
});

/** The `lead.waiting` notice's id: one per lead, so whoever records it, it is recorded once. */
export const waitingNoticeId = (leadId: string) => `lead-waiting-${leadId}`;

/**
 * The first-contact poll (every minute, lib/background): at most once per minute across every
 * instance, asks Odoo, in `search_read`s of at most 200 ids, about every lead created there in
 * the last FIRST_CONTACT_DAYS that still waits for its first contact (older ones are done
 * without asking), and records what it learns (decideFirstContacts). A lead found late is
 * announced to SALES_WEBHOOK_URLS (`lead.waiting`) in one transaction with its `contact`, which
 * it reads first: never twice, never for a lead blocked meanwhile. An Odoo that does not answer
 * changes nothing else: the next minute asks again.
 */
export async function pollFirstContact(
  now = new Date(),
  clock: ContactClock = clockFromEnv(),
): Promise<ContactPollResult> {
  const config = odooConfig();
  if (!config) return idle(false);
  if (!(await claimMinute(Math.floor(now.getTime() / 60_000), now))) return idle(false);
  const all = await waitingLeads();
  if (all.length === 0) return idle(true);
  // Leads past FIRST_CONTACT_DAYS are done without asking Odoo about them.
  const { waiting, dropped } = dropTooOld(all, now);
  const answer =
    waiting.length === 0
      ? ({ ok: true, value: [] } as const)
      : await readLeadStages(
          config,
          waiting.map((lead) => lead.odooId),
        );
  if (!answer.ok) {
    log.warn('leads', `first-contact poll: Odoo did not answer (${answer.reason})`);
    await Promise.all(dropped.map((decision) => record(decision, undefined, config.url, now)));
    return { ...idle(true), asked: waiting.length, recorded: dropped.length };
  }
  const decisions = [
    ...dropped,
    ...decideFirstContacts(waiting, odooLeadStages(answer.value), {
      now,
      limit: clock.limit,
      minutesBetween: between(clock.hours),
    }),
  ];
  const byId = new Map(waiting.map((lead) => [lead.id, lead]));
  const noticeIds = (
    await Promise.all(
      decisions.map((decision) => record(decision, byId.get(decision.id), config.url, now)),
    )
  ).flat();
  return {
    polled: true,
    asked: waiting.length,
    recorded: decisions.length,
    contacted: decisions.filter(
      (decision) => 'contactedAt' in decision.contact && decision.contact.contactedAt,
    ).length,
    announced: decisions.filter((decision) => decision.announce !== undefined).length,
    noticeIds,
  };
}

/**
 * Splits the waiting leads into those to ask Odoo about and those past FIRST_CONTACT_DAYS (since
 * their creation in Odoo, or, not yet seen there, since they were stored), which are done
 * without a question: the poll's calls do not grow with a backlog nobody contacted.
 */
function dropTooOld(
  leads: readonly WaitingLead[],
  now: Date,
): { waiting: WaitingLead[]; dropped: ContactDecision[] } {
  const oldest = now.getTime() - FIRST_CONTACT_DAYS * DAY_MS;
  const waiting: WaitingLead[] = [];
  const dropped: ContactDecision[] = [];
  for (const lead of leads) {
    const since = lead.contact?.odooCreatedAt ?? lead.createdAt;
    if (since && since.getTime() < oldest) {
      dropped.push({
        id: lead.id,
        contact: lead.contact ? { ...lead.contact, done: true } : { done: true },
      });
    } else waiting.push(lead);
  }
  return { waiting, dropped };
}

/**
 * Writes one decision: `contact` and `awaitingContact` (false once done). An announcement is
 * one transaction with the lead as read: skipped when it was announced already or is blocked.
 */
async function record(
  decision: ContactDecision,
  lead: WaitingLead | undefined,
  odooUrl: string,
  now: Date,
): Promise<string[]> {
  const ref = leads().doc(decision.id);
  const fields = {
    contact: decision.contact,
    awaitingContact: decision.contact.done !== true,
  };
  if (decision.announce === undefined || !lead) {
    await ref.update(fields).catch((error: unknown) => {
      // A lead deleted meanwhile (a person's deletion) has nothing left to record.
      if ((error as { code?: number }).code !== 5) throw error;
    });
    return [];
  }
  const businessMinutes = decision.announce;
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data || isBlockedLead(data) || storedContact(data.contact)?.lateAt) return [];
    transaction.update(ref, fields);
    return recordSalesNotice(
      transaction,
      waitingNoticeId(lead.id),
      {
        event: 'lead.waiting',
        leadId: lead.id,
        company: lead.company,
        businessMinutes,
        odooUrl: odooLeadUrl(odooUrl, lead.odooId),
      },
      now,
    );
  });
}

/**
 * The median business minutes to first contact of the leads contacted in the last 30 days (the
 * desk's header): one query, reading only that field. Null when none was contacted.
 */
export async function medianFirstContactMinutes(now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - FIRST_CONTACT_DAYS * DAY_MS);
  const snapshot = await leads()
    .where('contact.contactedAt', '>=', since)
    .select('contact.businessMinutes')
    .get();
  return medianMinutes(
    snapshot.docs.flatMap((document) => {
      const minutes = document.get('contact.businessMinutes') as unknown;
      return typeof minutes === 'number' ? [minutes] : [];
    }),
  );
}
