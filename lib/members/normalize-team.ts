import 'server-only';
import { FieldValue } from 'firebase-admin/firestore';
import { planNormalization } from './model';
import { memberDocs } from './members';

/**
 * The team's one-off clean-up (docs/product.md, Shift rules): every record rewritten in the
 * standard shape (any stray field removed, defaults filled)
 * and duplicates removed. Each write is conditional on the record not having changed since it
 * was read, so a concurrent edit or assignment is never overwritten: it counts as an error instead.
 */
export async function normalizeTeam(): Promise<{ actualizados: number; errores: number }> {
  const snapshot = await memberDocs('equipo').get();
  const byId = new Map(snapshot.docs.map((doc) => [doc.id, doc]));
  const plan = planNormalization(
    snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    'equipo',
    new Date(),
  );
  const writes = [
    ...plan.rewrites.map(({ id, record }) => {
      const doc = byId.get(id)!;
      // The Slack account stays: it is kept for the address, which Normalizar keeps.
      const stray = Object.keys(doc.data()).filter((key) => !(key in record) && key !== 'slack');
      const removals = Object.fromEntries(stray.map((key) => [key, FieldValue.delete()]));
      return doc.ref.update({ ...record, ...removals }, { lastUpdateTime: doc.updateTime });
    }),
    ...plan.deletions.map((id) => {
      const doc = byId.get(id)!;
      return doc.ref.delete({ lastUpdateTime: doc.updateTime });
    }),
  ];
  const results = await Promise.allSettled(writes);
  const errores = results.filter((result) => result.status === 'rejected').length;
  return { actualizados: results.length - errores, errores };
}
