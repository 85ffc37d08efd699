import 'server-only';
import { FieldPath } from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { normalizeEmail } from './address';
import { leads } from './collection';
import { leadCollections } from './schema';

/** The migration that gives leads stored before it their `emailNormalized`. */
const LEAD_EMAIL_MIGRATION = 'leads-email-normalizado';

/** How far it got: `after` (the last lead id done), `done`. */
export const emailMigration = () =>
  adminDb().collection(leadCollections.migrations).doc(LEAD_EMAIL_MIGRATION);

/** Leads read a page at a time by the migration and, until it is done, by look-ups. */
export const SCAN_PAGE = 200;

/**
 * Gives the leads stored before `emailNormalized` existed that field, a page at a time in lead
 * id order, recording how far it got (`migraciones/leads-email-normalizado`: `after`, `done`),
 * at most `max` leads per call (the every-minute tick runs it until it is done; then it reads one
 * document). Each page is one transaction with the progress, so two ticks at once, or a
 * correction meanwhile, cannot leave a stale address. Answers how many leads it changed.
 */
export async function migrateLeadEmails({ max = 1000 }: { max?: number } = {}): Promise<{
  migrated: number;
  done: boolean;
}> {
  let migrated = 0;
  for (let read = 0; read < max; read += SCAN_PAGE) {
    const step = await runTransaction(async (transaction) => {
      const progress = await transaction.get(emailMigration());
      if (progress.get('done') === true) return { changed: 0, done: true };
      const after = progress.get('after');
      let query = leads().orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
      if (typeof after === 'string') query = query.startAfter(after);
      const page = await transaction.get(query);
      let changed = 0;
      for (const lead of page.docs) {
        const stored = lead.get('email');
        const normal = typeof stored === 'string' ? normalizeEmail(stored) : null;
        if (normal !== null && lead.get('emailNormalized') !== normal) {
          transaction.update(lead.ref, { emailNormalized: normal });
          changed += 1;
        }
      }
      const done = page.size < SCAN_PAGE;
      transaction.set(emailMigration(), {
        after: page.docs.at(-1)?.id ?? after ?? null,
        done,
        updatedAt: new Date(),
      });
      return { changed, done };
    });
    migrated += step.changed;
    if (step.done) return { migrated, done: true };
  }
  return { migrated, done: false };
}
