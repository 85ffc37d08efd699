import 'server-only';
import {
  acknowledgementChannel,
  leadChannels,
  meetingChannel,
  odooDeletionChannel,
  salesNoticeChannel,
} from '@/lib/leads';
import {
  notificationChannel,
  scheduleNoticeChannel,
  skipAlertChannel,
  userGroupChannel,
} from '@/lib/notifications';
import { deliverDue, type DeliveryTotals, type OutboxChannel } from '@/lib/outbox';
import { incidentAlertChannel, requestNoticeChannel } from '@/lib/privacy';

/**
 * Every channel of the one outbox, by the name the retry command takes (`--only`): one sweep
 * serves the minute job and `npm run outbox:retry` alike.
 */
export const outboxChannels = {
  leads: [leadChannels.odoo, leadChannels.upstream, acknowledgementChannel, meetingChannel],
  'odoo-deletions': [odooDeletionChannel],
  sales: [salesNoticeChannel],
  notifications: [notificationChannel],
  'skip-alerts': [skipAlertChannel],
  'schedule-notices': [scheduleNoticeChannel],
  'slack-user-groups': [userGroupChannel],
  privacy: [requestNoticeChannel, incidentAlertChannel],
} as const satisfies Record<string, readonly OutboxChannel[]>;

/** What `--only` takes: a group above, or one channel's own name (`leads-odoo`). */
export const outboxChannelNames = [
  ...Object.keys(outboxChannels),
  ...Object.values(outboxChannels).flatMap((channels) =>
    channels.length > 1 ? channels.map((channel) => channel.name) : [],
  ),
];

const channelsNamed = (name: string): readonly OutboxChannel[] =>
  (outboxChannels as Record<string, readonly OutboxChannel[]>)[name] ??
  Object.values(outboxChannels)
    .flat()
    .filter((channel) => channel.name === name);

/**
 * Sends what is due on each channel (every waiting message with `ignoreBackoff`), up to `limit`
 * per channel; `only` names the channels (see outboxChannelNames). Answers the totals per name.
 * Safe from several processes at once: each message is claimed in a transaction.
 */
export async function sweepOutbox({
  only = Object.keys(outboxChannels),
  ...options
}: { ignoreBackoff?: boolean; limit?: number; only?: readonly string[] } = {}): Promise<
  Record<string, DeliveryTotals>
> {
  const totals: Record<string, DeliveryTotals> = {};
  for (const name of only) {
    const sum: DeliveryTotals = { forwarded: 0, failed: 0, skipped: 0 };
    for (const channel of channelsNamed(name)) {
      const sent = await deliverDue(channel, options);
      sum.forwarded += sent.forwarded;
      sum.failed += sent.failed;
      sum.skipped += sent.skipped;
    }
    totals[name] = sum;
  }
  return totals;
}
