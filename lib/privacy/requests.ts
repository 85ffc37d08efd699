import 'server-only';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { takeRateSlot, type RateLimits, type RateSlot, type RateSlotOptions } from '@/lib/spam';
import { responseDueOn } from './due-date';
import { normalizeEmail } from './email-hash';
import { recordRequestNotice } from './notices';
import { privacyCollections } from './records';
import { byUrgency, type StoredPrivacyRequest } from './model';
import type { PrivacyRequestStatus, PrivacyRight } from './rights';
import type { PrivacyRequest } from './schema';

const requests = () => adminDb().collection(privacyCollections.requests);

/** How many requests staff see at most. */
const LIST_LIMIT = 1000;

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

export type SubmitRequestResult =
  { ok: true; id: string; dueOn: string; noticeIds: string[] } | Extract<RateSlot, { ok: false }>;

/**
 * Stores a rights request within its client address's quota per minute (the counters the lead
 * form uses: a client's public submissions count together; a solved `proofOfWork` gets past the
 * global ceiling), with its deadline and the notices that tell staff, all in one transaction:
 * nothing is half-written.
 */
export async function submitPrivacyRequest(
  request: PrivacyRequest,
  clientAddress: string,
  {
    now = new Date(),
    businessDays,
    proofOfWork,
    ...limits
  }: RateLimits & { now?: Date; businessDays: number } & Pick<RateSlotOptions, 'proofOfWork'>,
): Promise<SubmitRequestResult> {
  const ref = requests().doc();
  const dueOn = responseDueOn(now, businessDays);
  return runTransaction(async (transaction) => {
    const slot = await takeRateSlot(adminDb(), transaction, clientAddress, limits, now, {
      proofOfWork,
    });
    if (!slot.ok) return slot;
    transaction.create(ref, {
      email: normalizeEmail(request.email),
      right: request.right,
      message: request.message,
      status: 'abierta',
      createdAt: now,
      dueOn,
    });
    const noticeIds = recordRequestNotice(
      transaction,
      { requestId: ref.id, right: request.right, dueOn },
      now,
    );
    return { ok: true, id: ref.id, dueOn, noticeIds };
  });
}

/** An id in the format of real requests, for answering bots without storing anything. */
export const unusedRequestId = () => requests().doc().id;
