import 'server-only';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { readExisting } from '@/lib/firebase';
import { deliveriesOf } from './model';
import { recordOdooDeletion } from './odoo-deletions';
import { readUnsentSalesNotices } from './sales-notices';

/** A lead that reached (or may have reached) the lead service: staff delete it there too. */
export interface ForwardedLead {
  upstreamId: string | null;
  forwardedAt: string | null;
}

/**
 * Deletes these leads of a person (`findLeadsOf`), inside the caller's transaction, whose reads
 * must come first: this reads the leads, then writes. Each lead that may be in Odoo is deleted
 * there too, through the outbox (`recordOdooDeletion`). A deleted lead is gone from the outbox:
 * nothing sends or retries it again, and so are its sales notices not yet sent. Answers how many it deleted, what reached the generic lead
 * service, and any lead caught mid-send there (no id yet), so staff delete it at that service.
 */
export async function deleteLeads(
  transaction: Transaction,
  refs: DocumentReference[],
  now: Date,
): Promise<{ deleted: number; forwarded: ForwardedLead[] }> {
  const leadDocs = await readExisting(transaction, refs);
  const notices = await readUnsentSalesNotices(
    transaction,
    leadDocs.map((lead) => lead.id),
  );
  const forwarded = leadDocs.flatMap((lead): ForwardedLead[] => {
    const upstream = deliveriesOf<DocumentData>(lead.data() ?? {}).upstream;
    if (!upstream) return [];
    const forwardedAt = upstream.forwardedAt?.toDate().toISOString() ?? null;
    const upstreamId = upstream.upstreamId ?? null;
    const inFlight = upstream.status === 'forwarding';
    return forwardedAt || upstreamId || inFlight ? [{ upstreamId, forwardedAt }] : [];
  });
  for (const lead of leadDocs) recordOdooDeletion(transaction, lead, now);
  for (const lead of leadDocs) transaction.delete(lead.ref);
  for (const notice of notices) transaction.delete(notice);
  return { deleted: leadDocs.length, forwarded };
}
