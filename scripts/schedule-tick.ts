/**
 * Runs the every-minute jobs once, as POST /api/schedule/tick does: the on-call schedule's
 * handoffs (and any other minute job), then sends their handoff notices.
 * npm run schedule:tick [-- --production]
 * Safe to run from cron and from several machines at once: each group's handoff is one
 * transaction that reads and decides on what it reads. It targets the local stack's emulators, and
 * production only with `--production` (scripts/lib/operator-target.ts). Exits 1 when a job failed.
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({ options: { ...productionOption } });
  enterOperatorTarget(values.production);
  const { runMinuteJobs } = await import('../lib/background');
  const { answer, failures, afterwards } = await runMinuteJobs();
  await afterwards();
  const handoffs = answer.handoffs.map(
    (handoff) => `${handoff.group} → ${handoff.memberId} (${handoff.source})`,
  );
  console.log(handoffs.length > 0 ? `Handoffs: ${handoffs.join(', ')}` : 'No handoff due.');
  for (const { job, error } of failures) {
    console.error(`${job} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
