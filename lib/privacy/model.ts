import type { PrivacyRequestStatus, PrivacyRight } from './rights';

/** A rights request as staff see it (GET /api/privacy-requests), instants in ISO 8601. */
export interface StoredPrivacyRequest {
  id: string;
  /** The address; null once its data was deleted (only its keyed hash is kept). */
  email: string | null;
  right: PrivacyRight;
  message: string;
  status: PrivacyRequestStatus;
  createdAt: string;
  /** The answer's deadline, a date in Chile (YYYY-MM-DD). */
  dueOn: string;
  answeredAt?: string;
  answeredBy?: string;
  note?: string;
  /** When the address's data was deleted: the request stays, to be answered and proved. */
  dataDeletedAt?: string;
}

/** A page of rights requests and the cursor of the next one (null on the last page). */
export interface PrivacyRequestPage {
  requests: StoredPrivacyRequest[];
  nextCursor: string | null;
}
