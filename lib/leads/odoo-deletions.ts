import 'server-only';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import { newOutboxFields } from '@/lib/outbox';
import { deliveriesOf, type StoredDelivery } from './model';
import { leadCollections } from './schema';

/**
 * Inside a personal-data deletion's transaction: for a lead that may be in Odoo (any attempt was
 * made: an answer can be lost after the create), records its deletion there through the outbox.
 * A lead being sent at this moment is deleted once its send's lease is over, so the send cannot
 * land after the deletion. Answers whether one was recorded.
 */
export function recordOdooDeletion(
  transaction: Transaction,
  lead: DocumentSnapshot,
  now: Date,
): boolean {
  const odoo = deliveriesOf<Partial<StoredDelivery> & { nextAttemptAt?: { toDate(): Date } }>(
    lead.data() ?? {},
  ).odoo;
  if (!odoo || !odoo.attempts) return false;
  const inFlightUntil = odoo.status === 'forwarding' ? odoo.nextAttemptAt?.toDate() : undefined;
  const dueAt = inFlightUntil && inFlightUntil > now ? inFlightUntil : now;
  transaction.set(adminDb().collection(leadCollections.odooDeletions).doc(lead.id), {
    leadId: lead.id,
    ...(odoo.upstreamId !== undefined && { odooId: Number(odoo.upstreamId) }),
    createdAt: now,
    ...newOutboxFields(dueAt),
  });
  return true;
}
