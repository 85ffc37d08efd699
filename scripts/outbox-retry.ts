/**
 * Sends what the outbox holds that is due, on every channel: leads to each destination (Odoo,
 * the lead service), deletions in Odoo, sales notices, shift notifications and rights-request
 * notices to the chat hooks. npm run outbox:retry [-- --all] [-- --only <channel>]
 * (channels: leads, odoo-deletions, sales, notifications, privacy; or leads-odoo, leads-upstream)
 * (`npm run leads:retry` is the same command, its former name.) `--all` also takes messages
 * still waiting out their backoff or held (after an outage is fixed); `--only` sends one
 * channel. The minute job sweeps the same channels, so this is for operators. Safe to run from
 * a scheduler and from several machines at once: each message is claimed in a transaction. It
 * targets the local stack's emulators, and production only with `--production`
 * (scripts/lib/operator-target.ts). Exits 1 when any send failed (those are retried later).
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({
    options: {
      all: { type: 'boolean', default: false },
      only: { type: 'string' },
      ...productionOption,
    },
  });
  enterOperatorTarget(values.production);
  const { outboxChannelNames, sweepOutbox } = await import('../lib/background');
  const only = values.only;
  if (only !== undefined && !outboxChannelNames.includes(only)) {
    throw new Error(`--only takes ${outboxChannelNames.join(', ')}, not "${only}"`);
  }
  const totals = await sweepOutbox({ ignoreBackoff: values.all, only: only ? [only] : undefined });
  let failed = 0;
  for (const [name, counts] of Object.entries(totals)) {
    console.log(
      `${name}: sent ${counts.forwarded}, failed (retried later or given up) ${counts.failed}, skipped ${counts.skipped}`,
    );
    failed += counts.failed;
  }
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
