import 'server-only';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MalformedCursorError } from '@/lib/errors';
import { isFirestoreId } from '@/lib/firebase/values';
import { leads } from './collection';
import { deskLead, type ContactFilter, type DeskLead, type MeetingFilter } from './desk';
import { retryableStatuses, type Lead, type LeadStatus } from './model';
import { heldDestinations } from './outages';
import { leadView } from './view';

/**
 * The leads in a state (all of them without one), newest first; `late`: only those late for
 * their first contact and still waiting (the poll keeps `contact.late`).
 */
const leadsIn = (status?: LeadStatus, contact?: ContactFilter, meeting?: MeetingFilter): Query => {
  let query = leads().orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (status) query = query.where('status', '==', status);
  if (contact === 'late') query = query.where('contact.late', '==', true);
  if (meeting === 'booked') query = query.where('meeting.status', '==', 'agendada');
  return query;
};

/**
 * A page of leads, newest first, optionally in one state or late for first contact, as the desk shows them to a staff
 * member with or without the privacy role (`deskLead`). `cursor` is the last lead id of the
 * previous page; a cursor that names no lead starts over; one that can be no id is refused
 * (400). Answers the next page's cursor.
 */
export async function listLeads({
  status,
  contact,
  meeting,
  cursor,
  limit,
  privacy,
}: {
  status?: LeadStatus;
  contact?: ContactFilter;
  meeting?: MeetingFilter;
  cursor?: string;
  limit: number;
  privacy: boolean;
}): Promise<{ leads: DeskLead[]; nextCursor: string | null }> {
  if (cursor && !isFirestoreId(cursor)) throw new MalformedCursorError();
  let query = leadsIn(status, contact, meeting).limit(limit + 1);
  if (cursor) {
    const after = await leads().doc(cursor).get();
    if (after.exists) query = query.startAfter(after);
  }
  const snapshot = await query.get();
  const page = snapshot.docs.slice(0, limit);
  return {
    leads: page.map((document) => deskLead(leadView(document.id, document.data()), { privacy })),
    nextCursor: snapshot.size > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Every lead in a state (all without one), newest first, a page of reads at a time. */
export async function* allLeads(status?: LeadStatus): AsyncGenerator<Lead[]> {
  const query = leadsIn(status).limit(500);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get();
    if (page.empty) return;
    yield page.docs.map((document) => leadView(document.id, document.data()));
    last = page.docs.at(-1);
  }
}

/** How many leads wait on a person: held (a destination refuses us) and failed. */
export async function leadsNeedingAttention(): Promise<Record<'held' | 'failed', number>> {
  const [held, failed] = await Promise.all(
    retryableStatuses.map(
      async (status) => (await leads().where('status', '==', status).count().get()).data().count,
    ),
  );
  return { held: held ?? 0, failed: failed ?? 0 };
}

/**
 * Whether no destination refuses us (`leads` in GET /api/health). A lead held alone, because
 * Odoo refused its record while it accepts the key, does not count: one record is not an outage.
 */
export async function noLeadHeld(): Promise<boolean> {
  return (await heldDestinations()).length === 0;
}
