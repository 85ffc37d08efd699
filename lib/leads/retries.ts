import 'server-only';
import { FieldPath, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { runTransaction } from '@/lib/firebase';
import { leads } from './collection';
import { deliveriesOf, derivedLeadFields, leadDestinations, retryableStatuses } from './model';

export type RetryResult = 'queued' | 'nothing' | 'unknown';

/**
 * Makes a lead's held and failed destinations due now (staff's 'Reintentar').
 */
export async function retryLead(id: string, now = new Date()): Promise<RetryResult> {
  const ref = leads().doc(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return 'unknown';
    const data = snapshot.data() as DocumentData;
    if (data.status === 'blocked') return 'nothing';
    const deliveries = deliveriesOf<DocumentData>(data);
    const due = leadDestinations.filter((name) =>
      (retryableStatuses as readonly unknown[]).includes(deliveries[name]?.status),
    );
    if (due.length === 0) return 'nothing';
    const destinations = { ...deliveries };
    for (const name of due)
      destinations[name] = { ...deliveries[name], status: 'pending', nextAttemptAt: now };
    transaction.update(ref, {
      destinations,
      ...derivedLeadFields({ ...data, destinations }),
    });
    return 'queued';
  });
}

/** 'Reintentar todos': every held and failed lead due now. Answers their ids. */
export async function retryAllLeads(now = new Date()): Promise<string[]> {
  const queued: string[] = [];
  for (const status of retryableStatuses) {
    const query = leads().where('status', '==', status).orderBy(FieldPath.documentId()).select();
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (last ? query.startAfter(last) : query).limit(200).get();
      if (page.empty) break;
      const results = await Promise.all(page.docs.map((document) => retryLead(document.id, now)));
      page.docs.forEach((document, index) => {
        if (results[index] === 'queued') queued.push(document.id);
      });
      last = page.docs.at(-1);
    }
  }
  return queued;
}
