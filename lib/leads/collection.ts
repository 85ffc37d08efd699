import 'server-only';
import { adminDb } from '@/lib/firebase';
import { newOutboxFields } from '@/lib/outbox';
import type { LeadDestination } from './model';
import { leadCollections } from './schema';

/** The leads collection, which this domain alone reads and writes. */
export const leads = () => adminDb().collection(leadCollections.leads);

/** A new lead's delivery to each destination, due at once. */
export const newDeliveries = (destinations: readonly LeadDestination[], now: Date) =>
  Object.fromEntries(destinations.map((destination) => [destination, newOutboxFields(now)]));
