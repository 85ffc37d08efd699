/**
 * Firestore's values as every domain reads them, on the server and in the browser alike (no
 * SDK import): document ids and stored instants.
 */

/** Firestore document ids: not empty, no slash, not `.`/`..`, not `__…__`, at most 1500 bytes. */
export function isFirestoreId(value: string): boolean {
  return (
    value.length > 0 &&
    new TextEncoder().encode(value).byteLength <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

/** A Firestore Timestamp or a Date → ISO 8601 in UTC; anything else → null. */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    return toIsoDate((value as { toDate: () => Date }).toDate());
  }
  return null;
}

/** A stored text field, or '' when it is missing or not text. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
