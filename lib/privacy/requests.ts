import 'server-only';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { privacyCollections } from './records';
import type { StoredPrivacyRequest } from './model';
import type { PrivacyRequestStatus, PrivacyRight } from './rights';

const requests = () => adminDb().collection(privacyCollections.requests);

/** How many requests staff see at most. */
const LIST_LIMIT = 1000;

/**
 * Open requests first, the earliest deadline first (so overdue ones lead), then answered ones,
 * the latest answered first.
 */
export function byUrgency(a: StoredPrivacyRequest, b: StoredPrivacyRequest): number {
  if (a.status !== b.status) return a.status === 'abierta' ? -1 : 1;
  if (a.status === 'abierta')
    return a.dueOn.localeCompare(b.dueOn) || a.createdAt.localeCompare(b.createdAt);
  return (b.answeredAt ?? '').localeCompare(a.answeredAt ?? '');
}

/** The rights requests, by urgency; with `status`, only those in it. */
export async function listPrivacyRequests(
  status?: PrivacyRequestStatus,
): Promise<StoredPrivacyRequest[]> {
  const query = status ? requests().where('status', '==', status) : requests();
  const snapshot = await query.limit(LIST_LIMIT).get();
  return snapshot.docs
    .map((document) => {
      const data = document.data();
      return {
        id: document.id,
        email: String(data.email),
        right: data.right as PrivacyRight,
        message: String(data.message ?? ''),
        status: data.status as PrivacyRequestStatus,
        createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
        dueOn: String(data.dueOn),
        answeredAt: (data.answeredAt as Timestamp | undefined)?.toDate().toISOString(),
        answeredBy: data.answeredBy as string | undefined,
        note: data.note as string | undefined,
      };
    })
    .sort(byUrgency);
}

/**
 * Marks a request answered by a staff user, with an optional note. Answers false for an unknown
 * request; one answered already keeps its first answer.
 */
export async function answerPrivacyRequest(
  id: string,
  { by, note, now = new Date() }: { by: string; note?: string; now?: Date },
): Promise<boolean> {
  const ref = requests().doc(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    if (snapshot.get('status') === 'respondida') return true;
    transaction.update(ref, {
      status: 'respondida',
      answeredAt: now,
      answeredBy: by,
      ...(note ? { note } : {}),
    });
    return true;
  });
}
