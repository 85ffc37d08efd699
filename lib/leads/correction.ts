import 'server-only';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { readExisting } from '@/lib/firebase';
import { normalizeEmail } from './address';
import type { LeadCorrection } from './schema';

/**
 * Corrects these leads of a person (`findLeadsOf`; rectification), inside the caller's
 * transaction, whose reads must come first: this reads the leads, then writes them. A corrected
 * email also gets its normal spelling (`emailNormalized`), by which look-ups find it. Answers
 * how many leads changed.
 */
export async function correctLeads(
  transaction: Transaction,
  refs: DocumentReference[],
  changes: LeadCorrection,
): Promise<number> {
  const leadDocs = await readExisting(transaction, refs);
  const normal =
    changes.email === undefined ? {} : { emailNormalized: normalizeEmail(changes.email) };
  for (const lead of leadDocs) transaction.update(lead.ref, { ...changes, ...normal });
  return leadDocs.length;
}
