import 'server-only';
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { newOutboxFields } from '@/lib/outbox';
import { deliveriesOf, type StoredDelivery } from './model';
import { leadCollections } from './schema';

type Stamp = { toDate(): Date };

/**
 * Inside a personal-data deletion's transaction: for a lead that may be in Odoo (any attempt was
 * made: an answer can be lost after the create), records its deletion there through the outbox.
 * A lead being sent at this moment is deleted once its send's lease is over, so the send cannot
 * land after the deletion. Odoo also keeps running a request we stopped waiting for (up to
 * ODOO_REQUEST_LIMIT_S), so a create may commit after the deletion looked: unless the lead's
 * only send was answered, `settlesAt` says until when the deletion must look again (the last
 * send's start, at the latest now or the lease's end, plus that limit). Answers whether one was
 * recorded.
 */
export function recordOdooDeletion(
  transaction: Transaction,
  lead: DocumentSnapshot,
  now: Date,
): boolean {
  const odoo = deliveriesOf<
    Partial<StoredDelivery> & { nextAttemptAt?: Stamp; forwardedAt?: Stamp }
  >(lead.data() ?? {}).odoo;
  if (!odoo || !odoo.attempts) return false;
  const inFlightUntil = odoo.status === 'forwarding' ? odoo.nextAttemptAt?.toDate() : undefined;
  const dueAt = inFlightUntil && inFlightUntil > now ? inFlightUntil : now;
  const lastSendBy =
    odoo.status !== 'forwarded' ? dueAt : odoo.attempts > 1 ? odoo.forwardedAt?.toDate() : null;
  const settlesAt = lastSendBy && new Date(lastSendBy.getTime() + env.ODOO_REQUEST_LIMIT_S * 1000);
  transaction.set(adminDb().collection(leadCollections.odooDeletions).doc(lead.id), {
    leadId: lead.id,
    ...(odoo.upstreamId !== undefined && { odooId: Number(odoo.upstreamId) }),
    ...(settlesAt && settlesAt > now && { settlesAt }),
    createdAt: now,
    ...newOutboxFields(dueAt),
  });
  return true;
}

/**
 * Whether a deletion must look in Odoo again although it found nothing more to delete: a send
 * of the lead may still commit until `settlesAt`. The reason, for staff, when it must.
 */
export function deletionUnsettled(message: DocumentData, now = new Date()): string | null {
  const settlesAt = (message.settlesAt as Stamp | undefined)?.toDate();
  if (!settlesAt || settlesAt <= now) return null;
  return (
    `Odoo podría confirmar tarde un envío anterior de este lead: se vuelve a revisar hasta ` +
    `${settlesAt.toISOString()}`
  );
}
