/**
 * Retention where Firestore's TTL does not run: deletes the leads kept longer than
 * LEADS_RETENTION_DAYS (docs/deploy.md, Personal data). npm run privacy:retention
 * [-- --production]. Safe to run from a scheduler and from several machines at once. It targets
 * the local stack's emulators, and production only with `--production`
 * (scripts/lib/operator-target.ts).
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({ options: { ...productionOption } });
  enterOperatorTarget(values.production);
  const { deleteExpiredLeads } = await import('../lib/privacy');
  let total = 0;
  for (;;) {
    const deleted = await deleteExpiredLeads();
    total += deleted;
    if (deleted === 0) break;
  }
  console.log(`Leads deleted by retention: ${total}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
