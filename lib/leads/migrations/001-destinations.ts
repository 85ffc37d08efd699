import 'server-only';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { derivedLeadFields } from '../model';
import { leadCollections } from '../schema';

/** The outbox states a lead of the former layout kept at its top level. */
const formerStatuses: readonly unknown[] = ['pending', 'forwarding', 'forwarded', 'failed'];

/**
 * Leads stored before there were several destinations kept the lead service's outbox fields at
 * their top level and had no `destinations`: those fields become `destinations.upstream` (a
 * lead that was stored, blocked or sent nowhere gets none), and the derived fields are written.
 */
function currentDestinations(data: DocumentData): DocumentData | null {
  if (data.destinations && typeof data.destinations === 'object') return null;
  const { status, attempts, nextAttemptAt, claimToken, lastError, upstreamId, forwardedAt } = data;
  const upstream = Object.fromEntries(
    Object.entries({
      status,
      attempts: attempts ?? 0,
      nextAttemptAt,
      claimToken,
      lastError,
      upstreamId,
      forwardedAt,
    }).filter(([, value]) => value !== undefined),
  );
  const destinations = formerStatuses.includes(status) ? { upstream } : {};
  return {
    destinations,
    nextAttemptAt: FieldValue.delete(),
    claimToken: FieldValue.delete(),
    attempts: FieldValue.delete(),
    lastError: FieldValue.delete(),
    ...derivedLeadFields({ ...data, destinations }),
  };
}

export const leadDestinationsMigration: Migration = {
  id: '001-leads-destinations',
  run: (db: Firestore) =>
    rewriteEach(db, db.collection(leadCollections.leads), currentDestinations),
};
