import 'server-only';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Migration } from '@/lib/firebase';
import { migrationCollections } from './records';

/** What one run did with each migration: applied now (and how many documents it changed), or before. */
export type MigrationOutcome =
  { id: string; ran: true; changed: number } | { id: string; ran: false; ranAt: Date };

/** Firestore's ALREADY_EXISTS: another run recorded the migration first. */
const ALREADY_EXISTS = 6;

/**
 * Applies, in order, each migration not yet recorded in `migraciones`, and records it (`ranAt`,
 * `changed`) once it is done; a second run changes nothing. One that fails stops the run, unrecorded,
 * so the next run applies it again (each is idempotent). Two runs at once both apply it, harmlessly.
 */
export async function runMigrations(
  db: Firestore,
  migrations: readonly Migration[],
  now: () => Date = () => new Date(),
): Promise<MigrationOutcome[]> {
  const records = db.collection(migrationCollections.migrations);
  const outcomes: MigrationOutcome[] = [];
  for (const migration of migrations) {
    const record = records.doc(migration.id);
    const ranAt: unknown = (await record.get()).get('ranAt');
    if (ranAt instanceof Timestamp) {
      outcomes.push({ id: migration.id, ran: false, ranAt: ranAt.toDate() });
      continue;
    }
    const changed = await migration.run(db);
    try {
      await record.create({ ranAt: now(), changed });
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    }
    outcomes.push({ id: migration.id, ran: true, changed });
  }
  return outcomes;
}
