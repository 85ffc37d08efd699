import 'server-only';
import {
  deleteExpiredLeads,
  enrollWaitingLeads,
  pollFirstContact,
  salesNoticeChannel,
} from '@/lib/leads';
import { log } from '@/lib/log';
import { memberGroups } from '@/lib/members';
import {
  deliverNotificationsInBackground,
  deliverScheduleNoticesInBackground,
  deliverSkipAlertsInBackground,
} from '@/lib/notifications';
import { deliverInBackground } from '@/lib/outbox';
import {
  alertOpenIncidents,
  deleteExpiredRecords,
  deliverIncidentAlertsInBackground,
} from '@/lib/privacy';
import {
  escalateUnconfirmedHandoffs,
  expireCoverRequests,
  openAbsenceConflicts,
  runHandoffs,
  sendShiftReminders,
  type TickHandoff,
} from '@/lib/schedule';
import { sweepOutbox } from './channels';

/**
 * What runs every minute (POST /api/schedule/tick, `npm run schedule:tick`, the local stack's
 * ticker): the schedule's handoffs, the escalation of unconfirmed ones and the shift reminders
 * (lib/schedule), retention (for where Firestore's TTL does not run: the
 * emulators) of leads, answered rights requests, the audit, shift and sales notices and deletions
 * in Odoo, the first-contact poll of
 * Odoo (lib/leads/contact-poll.ts), and the outbox: leads stored before any destination was configured are
 * enrolled, and whatever is due on every channel is sent once the answer is out. So production
 * needs one trigger. Each job's answer is merged into the tick's; one that fails does not stop
 * the others.
 */
interface MinuteJob {
  name: string;
  /** Its part of the tick's answer, and what to send once the answer is out. */
  run: (
    now: number,
  ) => Promise<{ answer: Record<string, unknown>; afterwards?: () => Promise<void> }>;
}

export const minuteJobs: MinuteJob[] = [
  {
    name: 'schedule',
    run: async (now) => {
      const { handoffs, notifications, alerts, notices } = await runHandoffs(memberGroups, now);
      return {
        answer: { handoffs },
        afterwards: async () => {
          await Promise.all([
            deliverNotificationsInBackground(notifications),
            deliverSkipAlertsInBackground(alerts),
            deliverScheduleNoticesInBackground(notices),
          ]);
        },
      };
    },
  },
  {
    name: 'unconfirmed-handoffs',
    // Once per unconfirmed handoff, whatever the number of instances (lib/schedule).
    run: async (now) => {
      const messages = await escalateUnconfirmedHandoffs(memberGroups, now);
      return { answer: {}, afterwards: () => deliverScheduleNoticesInBackground(messages) };
    },
  },
  {
    name: 'shift-reminders',
    run: async (now) => {
      const messages = await sendShiftReminders(memberGroups, now);
      return { answer: {}, afterwards: () => deliverScheduleNoticesInBackground(messages) };
    },
  },
  {
    name: 'cover-requests',
    // Open cover requests whose start has come expire, told once across instances.
    run: async (now) => {
      const notices = await expireCoverRequests(new Date(now));
      return { answer: {}, afterwards: () => deliverScheduleNoticesInBackground(notices) };
    },
  },
  {
    name: 'absence-conflicts',
    // Shifts of absent members come within SCHEDULE_CONFLICT_DAYS: one cover request each.
    run: async (now) => {
      const notices = await openAbsenceConflicts(memberGroups, new Date(now));
      return { answer: {}, afterwards: () => deliverScheduleNoticesInBackground(notices) };
    },
  },
  {
    name: 'privacy-incidents',
    // Open medium or high incidents at 24 and 72 hours: told once each, across instances.
    run: async (now) => {
      const ids = await alertOpenIncidents(new Date(now));
      return { answer: {}, afterwards: () => deliverIncidentAlertsInBackground(ids) };
    },
  },
  {
    name: 'retention',
    // The tick's answer stays the contract's `{ handoffs }`; deletions are logged.
    run: async (now) => {
      const deleted = await deleteExpiredLeads({ now: new Date(now) });
      if (deleted > 0) log.info('privacy', `retention: ${deleted} expired leads deleted`);
      const records = await deleteExpiredRecords({ now: new Date(now) });
      const { requests, audit, notifications, salesNotices, odooDeletions } = records;
      if (requests + audit + notifications + salesNotices + odooDeletions > 0) {
        log.info(
          'privacy',
          `retention: ${requests} answered requests, ${audit} audit entries, ` +
            `${notifications} shift notifications, ${salesNotices} sales notices, ` +
            `${odooDeletions} Odoo deletions deleted`,
        );
      }
      return { answer: {} };
    },
  },
  {
    name: 'first-contact',
    // Once a minute across instances: one search_read for every lead waiting for sales.
    run: async (now) => {
      const polled = await pollFirstContact(new Date(now));
      if (polled.contacted + polled.announced > 0) {
        log.info(
          'leads',
          `first contact: ${polled.contacted} contacted, ${polled.announced} late announced`,
        );
      }
      return {
        answer: {},
        afterwards: () => deliverInBackground(salesNoticeChannel, polled.noticeIds),
      };
    },
  },
  {
    name: 'outbox',
    // The tick's answer stays `{ handoffs }`; what was sent is logged.
    run: async (now) => {
      const enrolled = await enrollWaitingLeads(new Date(now));
      if (enrolled.length > 0) log.info('leads', `${enrolled.length} waiting leads enrolled`);
      return {
        answer: {},
        afterwards: async () => {
          const totals = await sweepOutbox({ limit: OUTBOX_SWEEP_LIMIT });
          const sent = Object.entries(totals).filter(
            ([, counts]) => counts.forwarded + counts.failed > 0,
          );
          for (const [name, counts] of sent) {
            log.info('outbox', `${name}: ${counts.forwarded} sent, ${counts.failed} failed`);
          }
        },
      };
    },
  },
];

/** Messages per channel a tick sends at most: a backlog drains over a few minutes, gently. */
const OUTBOX_SWEEP_LIMIT = 100;

export interface TickResult {
  answer: { handoffs: TickHandoff[] } & Record<string, unknown>;
  /** The jobs that failed and why (the caller logs them where it runs). */
  failures: { job: string; error: unknown }[];
  afterwards: () => Promise<void>;
}

/** Runs every minute job once. */
export async function runMinuteJobs(now = Date.now()): Promise<TickResult> {
  const results = await Promise.allSettled(minuteJobs.map((job) => job.run(now)));
  const answer: TickResult['answer'] = { handoffs: [] };
  const failures: TickResult['failures'] = [];
  const afterwards: (() => Promise<void>)[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      Object.assign(answer, result.value.answer);
      if (result.value.afterwards) afterwards.push(result.value.afterwards);
    } else {
      failures.push({ job: minuteJobs[index]?.name ?? String(index), error: result.reason });
    }
  });
  return {
    answer,
    failures,
    afterwards: async () => {
      await Promise.all(afterwards.map((run) => run()));
    },
  };
}
