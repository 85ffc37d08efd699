import 'server-only';
import { FieldPath, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { MalformedCursorError } from '@/lib/errors';
import { adminDb, runTransaction } from '@/lib/firebase';
import {
  storeWithinRateLimit,
  type RateLimits,
  type RateSlot,
  type RateSlotOptions,
} from '@/lib/spam';
import { normalizeEmail } from '@/lib/leads/client';
import { isFirestoreId } from '@/lib/firebase/values';
import { responseBusinessDays, responseDueOn } from './due-date';
import { recordRequestNotice } from './notices';
import { privacyCollections } from './records';
import type { PrivacyRequestPage, StoredPrivacyRequest } from './model';
import { recordsExpireAt } from './retention';
import { PRIVACY_REQUEST_STATUS, type PrivacyRequestStatus, type PrivacyRight } from './rights';
import type { PrivacyRequest } from './schema';

const requests = () => adminDb().collection(privacyCollections.requests);

/** Requests a page holds (GET /api/privacy-requests). */
export const PRIVACY_REQUESTS_PAGE = 50;

const isoOf = (value: unknown) => (value as Timestamp | undefined)?.toDate().toISOString();

function requestView(document: DocumentSnapshot): StoredPrivacyRequest {
  const data = document.data() ?? {};
  return {
    id: document.id,
    email: typeof data.email === 'string' ? data.email : null,
    right: data.right as PrivacyRight,
    message: String(data.message ?? ''),
    status: data.status as PrivacyRequestStatus,
    createdAt: isoOf(data.createdAt) ?? '',
    dueOn: String(data.dueOn),
    answeredAt: isoOf(data.answeredAt),
    answeredBy: data.answeredBy as string | undefined,
    note: data.note as string | undefined,
    dataDeletedAt: isoOf(data.dataDeletedAt),
  };
}

/**
 * A page of rights requests (50 unless told): open ones first, each status by due date, the
 * earliest (so the overdue ones) first, then by arrival; with `status`, only those in it.
 * `cursor` is the previous page's last request id, like GET /api/leads; a cursor that names no
 * request (answered and deleted since) starts over; one that can be no id is refused (400). One
 * query, one index (`status, dueOn, createdAt`), however many requests there are.
 */
export async function listPrivacyRequests({
  status,
  cursor,
  limit = PRIVACY_REQUESTS_PAGE,
}: {
  status?: PrivacyRequestStatus;
  cursor?: string;
  limit?: number;
} = {}): Promise<PrivacyRequestPage> {
  const ordered = (status ? requests().where('status', '==', status) : requests().orderBy('status'))
    .orderBy('dueOn')
    .orderBy('createdAt')
    .orderBy(FieldPath.documentId());
  if (cursor && !isFirestoreId(cursor)) throw new MalformedCursorError();
  let query = ordered.limit(limit + 1);
  if (cursor) {
    const after = await requests().doc(cursor).get();
    if (after.exists) query = query.startAfter(after);
  }
  const snapshot = await query.get();
  const page = snapshot.docs.slice(0, limit);
  return {
    requests: page.map(requestView),
    nextCursor: snapshot.size > limit ? (page.at(-1)?.id ?? null) : null,
  };
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
    if (snapshot.get('status') === PRIVACY_REQUEST_STATUS.answered) return true;
    transaction.update(ref, {
      status: PRIVACY_REQUEST_STATUS.answered,
      answeredAt: now,
      answeredBy: by,
      ...(note ? { note } : {}),
      // Kept PRIVACY_RECORDS_RETENTION_DAYS after its answer (Firestore TTL; the minute job).
      expiresAt: recordsExpireAt(now),
    });
    return true;
  });
}

export type SubmitRequestResult =
  { ok: true; id: string; dueOn: string; noticeIds: string[] } | Extract<RateSlot, { ok: false }>;

/**
 * Stores a rights request (due PRIVACY_RESPONSE_BUSINESS_DAYS, `businessDays`, after it
 * arrived; a block in 2) within its client address's quota per minute (the counters the lead
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
  const dueOn = responseDueOn(now, responseBusinessDays(request.right, businessDays));
  return storeWithinRateLimit(clientAddress, limits, now, { proofOfWork }, (transaction) => {
    transaction.create(ref, {
      email: normalizeEmail(request.email),
      right: request.right,
      message: request.message,
      status: PRIVACY_REQUEST_STATUS.open,
      createdAt: now,
      dueOn,
    });
    const noticeIds = recordRequestNotice(
      transaction,
      { requestId: ref.id, right: request.right, dueOn },
      now,
    );
    return { id: ref.id, dueOn, noticeIds };
  });
}

/** An id in the format of real requests, for answering bots without storing anything. */
export const unusedRequestId = () => requests().doc().id;
