/**
 * Sends what the outbox holds that is due: leads to the lead service, shift notifications and
 * rights-request notices to the chat hooks. npm run outbox:retry [-- --all]
 * [-- --only leads|notifications|privacy]
 * (`npm run leads:retry` is the same command, its former name.) `--all` also takes messages
 * still waiting out their backoff (after an outage is fixed); `--only` sends one channel. Safe to
 * run from a scheduler and from several machines at once: each message is claimed in a
 * transaction. It targets the local stack's emulators, and production only with `--production`
 * (scripts/lib/operator-target.ts). Exits 1 when any send failed (those are retried later).
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

const channels = ['leads', 'notifications', 'privacy'] as const;
type Channel = (typeof channels)[number];

async function retry(channel: Channel, ignoreBackoff: boolean): Promise<number> {
  if (channel === 'leads') {
    if (!process.env.LEADS_UPSTREAM_URL) {
      console.log(
        'LEADS_UPSTREAM_URL is not set: leads are kept in Firestore, nothing to forward.',
      );
      return 0;
    }
    const { forwardPendingLeads } = await import('../lib/leads');
    const totals = await forwardPendingLeads({ ignoreBackoff });
    console.log(
      `Leads forwarded: ${totals.forwarded}, failed (to retry later): ${totals.failed}, skipped: ${totals.skipped}`,
    );
    return totals.failed;
  }
  if (channel === 'privacy') {
    const { deliverPendingRequestNotices } = await import('../lib/privacy');
    const totals = await deliverPendingRequestNotices({ ignoreBackoff });
    console.log(
      `Rights-request notices sent: ${totals.forwarded}, failed (retried later or given up): ${totals.failed}, skipped: ${totals.skipped}`,
    );
    return totals.failed;
  }
  const { deliverPendingNotifications } = await import('../lib/notifications');
  const totals = await deliverPendingNotifications({ ignoreBackoff });
  console.log(
    `Shift notifications sent: ${totals.forwarded}, failed (retried later or given up): ${totals.failed}, skipped: ${totals.skipped}`,
  );
  return totals.failed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      all: { type: 'boolean', default: false },
      only: { type: 'string' },
      ...productionOption,
    },
  });
  const only = values.only;
  if (only !== undefined && !channels.includes(only as Channel)) {
    throw new Error(`--only takes ${channels.join(' or ')}, not "${only}"`);
  }
  enterOperatorTarget(values.production);
  let failed = 0;
  for (const channel of only ? [only as Channel] : channels) {
    failed += await retry(channel, values.all);
  }
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
