import { Timestamp } from 'firebase-admin/firestore';

/**
 * A stored document as JSON for staff and for the export: Firestore timestamps (at any depth,
 * e.g. `consent.at`) become ISO 8601 instants; everything else stays as stored.
 */
export function plainData(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plainData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainData(item)]));
  }
  return value;
}
