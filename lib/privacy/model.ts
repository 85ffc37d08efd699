import type { PrivacyRequestStatus, PrivacyRight } from './rights';

/** A rights request as staff see it (GET /api/privacy-requests), instants in ISO 8601. */
export interface StoredPrivacyRequest {
  id: string;
  email: string;
  right: PrivacyRight;
  message: string;
  status: PrivacyRequestStatus;
  createdAt: string;
  /** The answer's deadline, a date in Chile (YYYY-MM-DD). */
  dueOn: string;
  answeredAt?: string;
  answeredBy?: string;
  note?: string;
}

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
