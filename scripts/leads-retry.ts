/**
 * Forwards the pending leads that are due to the lead service: npm run leads:retry [-- --all]
 * `--all` also takes leads still waiting out their backoff (after an outage is fixed). Safe to run
 * from a scheduler and from several machines at once: each lead is claimed in a transaction.
 * With no configuration it targets the local stack's emulators (the defaults of `npm run dev`),
 * where no lead service is set unless LEADS_UPSTREAM_URL is.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadStackEnv } from './lib/env-files';

async function main() {
  const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
  Object.assign(process.env, loadStackEnv(path.resolve(__dirname, '..')));
  if (!process.env.LEADS_UPSTREAM_URL) {
    console.log('LEADS_UPSTREAM_URL is not set: leads are kept in Firestore, nothing to forward.');
    return;
  }
  const { forwardPendingLeads } = await import('../lib/leads');
  const totals = await forwardPendingLeads({ ignoreBackoff: values.all });
  console.log(
    `Leads forwarded: ${totals.forwarded}, failed (to retry later): ${totals.failed}, skipped: ${totals.skipped}`,
  );
  if (totals.failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
