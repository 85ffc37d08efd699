import 'server-only';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { normalizeEmail } from './address';
import { leads } from './collection';

/**
 * The leads of an address, compared case-insensitively: an indexed equality on
 * `emailNormalized`, so a look-up reads only that person's leads.
 *
 * For the personal-data operations (lib/privacy): found outside a transaction, the leads are
 * read again inside the one that changes them (`blockLeads`, `correctLeads`, `deleteLeads`),
 * which also holds privacy's audit entry and rights requests.
 */
export async function findLeadsOf(email: string): Promise<QueryDocumentSnapshot[]> {
  return (await leads().where('emailNormalized', '==', normalizeEmail(email)).get()).docs;
}
