import 'server-only';
import type { DocumentData } from 'firebase-admin/firestore';
import { runTransaction } from '@/lib/firebase';
import { formerLayoutCleared, leads, newDeliveries } from './collection';
import { configuredDestinations } from './destinations';
import { deliveriesOf, derivedLeadFields } from './model';

/**
 * Leads stored while no destination was configured (`stored`), and older leads still due at
 * the lead service under the former layout, are given a delivery to every destination
 * configured now: they go out once something is. A bounded batch per call (the minute job).
 */
export async function enrollWaitingLeads(now = new Date(), limit = 200): Promise<string[]> {
  const destinations = configuredDestinations();
  if (destinations.length === 0) return [];
  const [stored, legacy] = await Promise.all([
    leads().where('status', '==', 'stored').limit(limit).select().get(),
    // Only the former layout has a top-level `nextAttemptAt`.
    leads().orderBy('nextAttemptAt').limit(limit).select().get(),
  ]);
  const ids = [...new Set([...stored.docs, ...legacy.docs].map((document) => document.id))];
  const enrolled = await Promise.all(
    ids.map((id) =>
      runTransaction(async (transaction) => {
        const ref = leads().doc(id);
        const snapshot = await transaction.get(ref);
        const data = snapshot.data();
        if (!data || data.status === 'blocked') return null;
        const legacyDeliveries = data.destinations ? null : deliveriesOf<DocumentData>(data);
        if (data.status !== 'stored' && !legacyDeliveries?.upstream) return null;
        const destinationsNow = {
          ...newDeliveries(destinations, now),
          ...(legacyDeliveries ?? {}),
        };
        const document = { ...data, destinations: destinationsNow };
        transaction.update(ref, {
          destinations: destinationsNow,
          ...(legacyDeliveries && formerLayoutCleared),
          ...derivedLeadFields(document),
        });
        return id;
      }),
    ),
  );
  return enrolled.filter((id): id is string => id !== null);
}
