import 'server-only';
import {
  FieldPath,
  type DocumentData,
  type Firestore,
  type Query,
  type UpdateData,
} from 'firebase-admin/firestore';

/**
 * One numbered change of the stored layout (`npm run migrate`, lib/migrations): rewrites the
 * documents an older release left to the current layout and answers how many it changed. Run
 * twice, it changes nothing the second time. Each domain owns the migrations of its collections.
 */
export interface Migration {
  /** `NNN-what`: its number orders it among every domain's migrations. */
  id: string;
  run: (db: Firestore) => Promise<number>;
}

/** Documents read (and at most rewritten) per transaction. */
const PAGE = 100;

/**
 * Rewrites every document of `query` that `rewrite` answers a change for, a page at a time in
 * document-id order. Each page is read and written in one transaction, so a write of the
 * running release meanwhile makes the page run again on what it wrote. Answers how many
 * documents changed.
 */
export async function rewriteEach(
  db: Firestore,
  query: Query,
  rewrite: (data: DocumentData) => UpdateData<DocumentData> | null,
): Promise<number> {
  const ordered = query.orderBy(FieldPath.documentId()).limit(PAGE);
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    const page = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(after ? ordered.startAfter(after) : ordered);
      let count = 0;
      for (const document of snapshot.docs) {
        const change = rewrite(document.data());
        if (change === null) continue;
        transaction.update(document.ref, change);
        count += 1;
      }
      return { count, size: snapshot.size, last: snapshot.docs.at(-1)?.id };
    });
    changed += page.count;
    if (page.size < PAGE || !page.last) return changed;
    after = page.last;
  }
}

/**
 * The instant an older record wrote as text (an ISO 8601 string), to store as a Timestamp; null
 * when `value` is no such text (a Timestamp already, absent, or unreadable).
 */
export function instantOfText(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
