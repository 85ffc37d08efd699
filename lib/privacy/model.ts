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
