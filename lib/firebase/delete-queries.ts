import 'server-only';
import type { Query } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/** Documents deleted per batch. */
const BATCH = 200;

async function deleteAll(query: Query, max: number): Promise<number> {
  let deleted = 0;
  while (deleted < max) {
    const page = await query.limit(Math.min(BATCH, max - deleted)).get();
    if (page.empty) break;
    const batch = adminDb().batch();
    for (const document of page.docs) batch.delete(document.ref);
    await batch.commit();
    deleted += page.size;
  }
  return deleted;
}

/**
 * Deletes, at most `max`, the documents of each query in turn (for retention: those past
 * `expiresAt`), a batch at a time. Answers how many it deleted.
 */
export async function deleteEach(queries: Query[], max: number): Promise<number> {
  let deleted = 0;
  for (const query of queries) deleted += await deleteAll(query, max - deleted);
  return deleted;
}
