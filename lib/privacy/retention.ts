import 'server-only';
import type { Query } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { leadCollections } from '@/lib/leads/client';

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
 * Retention where Firestore's TTL does not run (the emulators; a project without the policy):
 * deletes the leads past `expiresAt`, and older leads stored before it existed once
 * LEADS_RETENTION_DAYS have passed since `createdAt`. At most `max` per call, so the schedule's
 * every-minute tick stays short; `npm run privacy:retention` repeats it until none is left.
 * Answers how many leads it deleted.
 */
export async function deleteExpiredLeads({
  now = new Date(),
  retentionDays = env.LEADS_RETENTION_DAYS,
  max = 1000,
}: { now?: Date; retentionDays?: number; max?: number } = {}): Promise<number> {
  const leads = adminDb().collection(leadCollections.leads);
  const expired = await deleteAll(leads.where('expiresAt', '<=', now), max);
  const oldest = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  return expired + (await deleteAll(leads.where('createdAt', '<=', oldest), max - expired));
}
