/**
 * Retention where Firestore's TTL does not run: deletes the leads kept longer than
 * LEADS_RETENTION_DAYS, answered rights requests and audit entries older than
 * PRIVACY_RECORDS_RETENTION_DAYS, shift notifications older than 90 days, sales notices and
 * deletions in Odoo 90 days after they were sent (docs/deploy.md, Personal data).
 * npm run privacy:retention [-- --production].
 * Safe to run from a scheduler and from several machines at once. It targets the local stack's
 * emulators, and production only with `--production` (scripts/lib/operator-target.ts).
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({ options: { ...productionOption } });
  enterOperatorTarget(values.production);
  const { deleteExpiredLeads } = await import('../lib/leads');
  const { deleteExpiredRecords } = await import('../lib/privacy');
  let total = 0;
  for (;;) {
    const deleted = await deleteExpiredLeads();
    total += deleted;
    if (deleted === 0) break;
  }
  console.log(`Leads deleted by retention: ${total}`);
  const records = { requests: 0, audit: 0, notifications: 0, salesNotices: 0, odooDeletions: 0 };
  for (;;) {
    const deleted = await deleteExpiredRecords();
    for (const kind of Object.keys(records) as (keyof typeof records)[]) {
      records[kind] += deleted[kind];
    }
    if (Object.values(deleted).every((count) => count === 0)) break;
  }
  console.log(
    `Answered requests deleted: ${records.requests}; audit entries: ${records.audit}; ` +
      `shift notifications: ${records.notifications}; sales notices: ${records.salesNotices}; ` +
      `Odoo deletions: ${records.odooDeletions}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
