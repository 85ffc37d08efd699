import 'server-only';
import { runTransaction } from '@/lib/firebase';
import { leads, newDeliveries } from './collection';
import { configuredDestinations } from './destinations';
import { derivedLeadFields } from './model';

/**
 * Leads stored while no destination was configured (`stored`) are given a delivery to every
 * destination configured now: they go out once something is. A bounded batch per call (the
 * minute job).
 */
export async function enrollWaitingLeads(now = new Date(), limit = 200): Promise<string[]> {
  const destinations = configuredDestinations();
  if (destinations.length === 0) return [];
  const stored = await leads().where('status', '==', 'stored').limit(limit).select().get();
  const enrolled = await Promise.all(
    stored.docs.map(({ id }) =>
      runTransaction(async (transaction) => {
        const ref = leads().doc(id);
        const snapshot = await transaction.get(ref);
        const data = snapshot.data();
        if (data?.status !== 'stored') return null;
        const destinationsNow = newDeliveries(destinations, now);
        transaction.update(ref, {
          destinations: destinationsNow,
          ...derivedLeadFields({ ...data, destinations: destinationsNow }),
        });
        return id;
      }),
    ),
  );
  return enrolled.filter((id): id is string => id !== null);
}
