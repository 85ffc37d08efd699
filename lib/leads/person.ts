import 'server-only';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { normalizeEmail } from './address';
import { leads } from './collection';
import { emailMigration, SCAN_PAGE } from './email-migration';

/**
 * The leads of an address, compared case-insensitively: an indexed equality on
 * `emailNormalized`, so a look-up reads only that person's leads. Leads stored before that field
 * existed are found while their migration (`migrateLeadEmails`) is under way: every lead past
 * its progress (`after`, a lead id) is read, and none once it is done.
 *
 * For the personal-data operations (lib/privacy): found outside a transaction, the leads are
 * read again inside the one that changes them (`blockLeads`, `correctLeads`, `deleteLeads`),
 * which also holds privacy's audit entry and rights requests.
 */
export async function findLeadsOf(email: string): Promise<QueryDocumentSnapshot[]> {
  const target = normalizeEmail(email);
  const [indexed, progress] = await Promise.all([
    leads().where('emailNormalized', '==', target).get(),
    emailMigration().get(),
  ]);
  if (progress.get('done') === true) return indexed.docs;
  const found = new Map(indexed.docs.map((document) => [document.id, document]));
  let query = leads().orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
  const after = progress.get('after');
  if (typeof after === 'string') query = query.startAfter(after);
  for (;;) {
    const page = await query.get();
    for (const document of page.docs) {
      const stored = document.get('email');
      if (typeof stored === 'string' && normalizeEmail(stored) === target) {
        found.set(document.id, document);
      }
    }
    if (page.size < SCAN_PAGE) return [...found.values()];
    query = query.startAfter(page.docs.at(-1)!);
  }
}
