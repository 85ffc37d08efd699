import 'server-only';
import {
  FieldPath,
  FieldValue,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { leadCollections } from './schema';
import { isBlockedLead, type LeadDestination } from './model';
import { recordSalesNotice } from './sales-notices';

/**
 * A destination's state (`destinos-leads/<destination>`): `held` from the first answer that
 * refuses us (an expired key) until one is accepted again, with Odoo's reason. One outage, one
 * alert: the notices are recorded only when the state changes, in the same transaction.
 */
interface DestinationState {
  held: boolean;
  reason?: string;
  since?: Timestamp;
  resumedAt?: Timestamp;
}

const stateRef = (destination: LeadDestination) =>
  adminDb().collection(leadCollections.destinations).doc(destination);

/** The destination refuses us: held, and the sales channel told once per outage. */
export async function markHeld(
  destination: LeadDestination,
  reason: string,
  now = new Date(),
): Promise<string[]> {
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(stateRef(destination));
    const state = snapshot.data() as DestinationState | undefined;
    if (state?.held) {
      if (state.reason !== reason) transaction.update(stateRef(destination), { reason });
      return [];
    }
    transaction.set(stateRef(destination), { held: true, reason, since: now });
    return recordSalesNotice(
      transaction,
      `${destination}-held-${now.getTime()}`,
      { event: 'delivery.held', destination, reason },
      now,
    );
  });
}

/**
 * The destination accepted a lead: if it was held, the outage is over (the sales channel is
 * told) and every lead still held there is due at once rather than in up to 15 minutes.
 * Answers the notices' ids, and whether an outage ended.
 */
export async function markAccepting(
  destination: LeadDestination,
  now = new Date(),
): Promise<{ resumed: boolean; noticeIds: string[] }> {
  // Every accepted send lands here: a plain read first, so only the end of an outage opens a
  // transaction on this one document (a burst of leads would otherwise queue on its lock).
  if (!(await stateRef(destination).get()).get('held')) return { resumed: false, noticeIds: [] };
  const ended = await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(stateRef(destination));
    const state = snapshot.data() as DestinationState | undefined;
    if (!state?.held) return null;
    transaction.update(stateRef(destination), {
      held: false,
      resumedAt: now,
      reason: FieldValue.delete(),
    });
    return recordSalesNotice(
      transaction,
      `${destination}-resumed-${state.since?.toMillis() ?? now.getTime()}`,
      { event: 'delivery.resumed', destination },
      now,
    );
  });
  if (!ended) return { resumed: false, noticeIds: [] };
  await releaseHeld(destination, now);
  return { resumed: true, noticeIds: ended };
}

/**
 * Makes every message held at a destination due now: its leads, and for Odoo its leads'
 * acknowledgements and its pending deletions. A page at a time, by document id, so no composite
 * index is needed. A blocked lead stays as it is (a lead blocked between the read and the write
 * is refused by the outbox's claim).
 */
async function releaseHeld(destination: LeadDestination, now: Date) {
  const places: { collection: string; field: string }[] = [
    { collection: leadCollections.leads, field: `destinations.${destination}.` },
  ];
  if (destination === 'odoo') {
    places.push(
      { collection: leadCollections.leads, field: 'acknowledgement.' },
      { collection: leadCollections.odooDeletions, field: '' },
    );
  }
  for (const { collection, field } of places) {
    const held = adminDb()
      .collection(collection)
      .where(`${field}status`, '==', 'held')
      .orderBy(FieldPath.documentId())
      .select('status')
      .limit(400);
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (last ? held.startAfter(last) : held).get();
      if (page.empty) break;
      const batch = adminDb().batch();
      for (const document of page.docs) {
        if (isBlockedLead(document.data())) continue;
        batch.update(document.ref, { [`${field}nextAttemptAt`]: now });
      }
      await batch.commit();
      last = page.docs.at(-1);
    }
  }
}

/** Why a destination refuses us, while it does (the leads desk's banner). */
export async function heldDestinations(): Promise<
  { destination: LeadDestination; reason: string; since: string }[]
> {
  const snapshot = await adminDb()
    .collection(leadCollections.destinations)
    .where('held', '==', true)
    .get();
  return snapshot.docs.map((document) => {
    const state = document.data() as DestinationState;
    return {
      destination: document.id as LeadDestination,
      reason: state.reason ?? '',
      since: state.since?.toDate().toISOString() ?? '',
    };
  });
}
