import 'server-only';
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb, runTransaction } from '@/lib/firebase';
import { odooConfig } from '@/lib/odoo';
import { newOutboxFields, renewedOutboxFields } from '@/lib/outbox';
import { businessMinutesBetween } from '@/lib/sales-hours';
import { DAY_MS } from '@/lib/time';
import { normalizeEmail } from './address';
import { leads, newDeliveries } from './collection';
import { leadExpiresAt } from './consent';
import { configuredDestinations } from './destinations';
import { nextMeeting, type MeetingChange, type StoredMeeting } from './meeting';
import { deliveriesOf, derivedLeadFields, isBlockedLead } from './model';
import { recordSalesNotice } from './sales-notices';
import { leadCollections } from './schema';

/**
 * Bookings reach the lead (docs/contracts.md): a Calendly booking or its cancellation is written
 * to the lead it belongs to in one transaction, with the first contact it counts as and the
 * Odoo activity it makes due (`meetingOdoo`, an outbox message kept in the lead like its
 * acknowledgement, so the lead's block and deletion apply to it).
 */

/** A booking as the route hands it over (lib/calendly). */
export interface BookingInput extends MeetingChange {
  email: string;
  name: string;
  answers: { question: string; answer: string }[];
  utm?: Record<string, string>;
}

/** What the legal basis of a lead made from a booking is: steps before a contract, asked for. */
const BOOKING_LEGAL_BASIS = 'precontractual';

/** How far back a booking looks for its person's lead. */
const MATCH_DAYS = 30;

const bookingRef = (inviteeUri: string) =>
  adminDb()
    .collection(leadCollections.bookings)
    .doc(createHash('sha256').update(inviteeUri).digest('hex'));

const asDate = (value: unknown) =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : undefined;

/** The lead's `meeting` as stored, its Timestamps as Dates. */
export function storedMeeting(data: DocumentData): StoredMeeting | undefined {
  const meeting = data.meeting as DocumentData | undefined;
  if (!meeting) return undefined;
  return {
    ...(meeting as StoredMeeting),
    at: asDate(meeting.at) ?? new Date(0),
    bookedAt: asDate(meeting.bookedAt) ?? new Date(0),
  };
}

/**
 * What the Odoo channel adds when a lead is recorded as created in Odoo (its `derive`): the
 * meeting's activity, due at once, for a lead that has a meeting and no activity message yet.
 */
export function meetingDue(document: DocumentData, now = new Date()) {
  if (!document.meeting || document.meetingOdoo !== undefined) return {};
  const odoo = deliveriesOf(document).odoo;
  if (odoo?.status !== 'forwarded' || odoo.upstreamId === undefined) return {};
  return { meetingOdoo: newOutboxFields(now) };
}

/** The description of a lead made from a booking: the answers to the booking's questions. */
const describe = (answers: BookingInput['answers']) =>
  answers
    .map(({ question, answer }) => `${question}: ${answer}`)
    .join('\n')
    .slice(0, 2000);

/** The answer to a question about the company, if the booking asked one. */
const companyOf = (answers: BookingInput['answers']) =>
  (
    answers.find(({ question }) => /empresa|compa[ñn][ií]a|organizaci[oó]n/i.test(question))
      ?.answer ?? ''
  ).slice(0, 120);

/**
 * The first contact a booking is: the lead's `contact` done at the booking (business minutes from
 * its creation in Odoo, 0 before it is there), unless sales contacted it earlier.
 */
function contactAtBooking(data: DocumentData, bookedAt: Date) {
  const contact = (data.contact ?? {}) as DocumentData;
  if (asDate(contact.contactedAt)) return {};
  const created =
    asDate(contact.odooCreatedAt) ?? asDate(deliveriesOf<DocumentData>(data).odoo?.forwardedAt);
  const businessMinutes = created ? businessMinutesBetween(created, bookedAt, env.SALES_HOURS) : 0;
  return {
    contact: {
      ...contact,
      firstStageId: contact.firstStageId ?? null,
      lateAt: contact.lateAt ?? null,
      contactedAt: bookedAt,
      businessMinutes,
      late: false,
      done: true,
    },
  };
}

/**
 * Until when an earlier `activity_schedule` of this lead may still commit in Odoo
 * (ODOO_REQUEST_LIMIT_S after it started): looking before then could miss it and schedule a
 * second. The reason, for the lead's record, while it may.
 */
export function meetingUnsettled(data: DocumentData, now = new Date()): string | null {
  const sentAt = asDate((data.meetingOdoo as DocumentData | undefined)?.sentAt);
  if (!sentAt) return null;
  const settlesAt = new Date(sentAt.getTime() + env.ODOO_REQUEST_LIMIT_S * 1000);
  if (settlesAt <= now) return null;
  return `Odoo podría confirmar tarde la actividad pedida a las ${sentAt.toISOString()}: se revisa desde ${settlesAt.toISOString()}`;
}

/**
 * Records, just before `activity_schedule`, that this attempt may schedule the meeting's
 * activity, if the lead still exists, is not blocked and is still claimed by this attempt.
 */
export function startScheduling(leadId: string, attempt: number): Promise<boolean> {
  const ref = leads().doc(leadId);
  return runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const message = data?.meetingOdoo as DocumentData | undefined;
    if (!data || isBlockedLead(data) || message?.status !== 'forwarding') return false;
    if (message.attempts !== attempt) return false;
    transaction.update(ref, { 'meetingOdoo.sentAt': new Date() });
    return true;
  });
}

/** What recording a booking did: the lead, whether made now, and what to send after the answer. */
export interface BookingResult {
  leadId: string;
  created: boolean;
  /** The meeting's Odoo activity is due now. */
  activityDue: boolean;
  noticeIds: string[];
}

/**
 * Records a booking or its cancellation (one transaction): the lead is the one this invitee's
 * booking reached before (`reservas-calendly`), else the newest lead of the address from the last
 * 30 days, else a new lead from the booking (`source: 'agenda'`, stored blocked when any lead of
 * the address is blocked). Its `meeting` follows nextMeeting; a lead in Odoo gets its activity
 * message due (after a send still on its way).
 */
export function recordBooking(booking: BookingInput, now = new Date()): Promise<BookingResult> {
  const key = bookingRef(booking.inviteeUri);
  const email = normalizeEmail(booking.email);
  return runTransaction(async (transaction) => {
    const known = await transaction.get(key);
    let lead: DocumentSnapshot | undefined;
    const knownId = known.get('leadId') as unknown;
    if (typeof knownId === 'string') {
      const snapshot = await transaction.get(leads().doc(knownId));
      if (snapshot.exists) lead = snapshot;
    }
    let blockedPerson = false;
    if (!lead) {
      const theirs = (await transaction.get(leads().where('emailNormalized', '==', email))).docs;
      blockedPerson = theirs.some((document) => isBlockedLead(document.data()));
      const since = now.getTime() - MATCH_DAYS * DAY_MS;
      lead = theirs
        .filter((document) => (asDate(document.get('createdAt'))?.getTime() ?? 0) >= since)
        .sort(
          (a, b) =>
            (asDate(b.get('createdAt'))?.getTime() ?? 0) -
            (asDate(a.get('createdAt'))?.getTime() ?? 0),
        )[0];
    }
    const { kind, email: _email, name, answers, utm, ...meetingFields } = booking;
    const change: MeetingChange = { kind, ...meetingFields };

    if (!lead) {
      const ref = leads().doc();
      const meeting = nextMeeting(undefined, change) as StoredMeeting;
      const document: DocumentData = {
        name,
        email: booking.email,
        company: companyOf(answers),
        jobTitle: '',
        phone: '',
        demoDescription: describe(answers),
        country: '',
        city: '',
        emailNormalized: email,
        ...(utm && { utm }),
        source: 'agenda',
        legalBasis: BOOKING_LEGAL_BASIS,
        destinations: newDeliveries(configuredDestinations(), now),
        createdAt: now,
        expiresAt: leadExpiresAt(now, env.LEADS_RETENTION_DAYS),
        meeting,
        ...contactAtBooking({}, booking.bookedAt),
        ...(blockedPerson && { status: 'blocked' }),
      };
      if (blockedPerson) {
        // Sent nowhere: nothing due at any destination (as blockLeads leaves a blocked lead).
        for (const delivery of Object.values(document.destinations as DocumentData)) {
          delete (delivery as DocumentData).nextAttemptAt;
        }
      }
      transaction.create(ref, { ...document, ...derivedLeadFields(document) });
      transaction.set(key, { leadId: ref.id, expiresAt: document.expiresAt });
      const noticeIds = blockedPerson
        ? []
        : recordSalesNotice(
            transaction,
            ref.id,
            {
              event: 'lead.new',
              leadId: ref.id,
              company: document.company,
              country: '',
              page: null,
            },
            now,
          );
      return { leadId: ref.id, created: true, activityDue: false, noticeIds };
    }

    const data = lead.data() ?? {};
    if (!known.exists) transaction.set(key, { leadId: lead.id, expiresAt: data.expiresAt ?? null });
    const meeting = nextMeeting(storedMeeting(data), change);
    if (!meeting) return { leadId: lead.id, created: false, activityDue: false, noticeIds: [] };
    const odoo = deliveriesOf<DocumentData>(data).odoo;
    const inOdoo =
      odooConfig() !== null && odoo?.status === 'forwarded' && odoo.upstreamId !== undefined;
    const activityDue = inOdoo && !isBlockedLead(data);
    const previous = data.meetingOdoo as DocumentData | undefined;
    const update: DocumentData = {
      meeting,
      ...contactAtBooking(data, booking.bookedAt),
      ...(activityDue && {
        // The start of a schedule whose answer never came stays: the next send waits it out.
        meetingOdoo: {
          ...renewedOutboxFields(previous, now),
          ...(previous?.sentAt && { sentAt: previous.sentAt }),
        },
      }),
    };
    const merged = { ...data, ...update };
    transaction.update(lead.ref, { ...update, ...derivedLeadFields(merged) });
    return { leadId: lead.id, created: false, activityDue, noticeIds: [] };
  });
}
