/**
 * How fast `/turno` answers, against Slack's 3 seconds: what the route does after its signature
 * check (a few microseconds of HMAC; Next's route wrapper does not load outside Next), the form
 * read and `answerTurno` (the schedule's reads), on Google's Firestore emulator, with a Slack Web API stand-in that
 * answers users.info after BENCH_SLACK_LATENCY_MS (default 150, a slow Slack). Both groups hold
 * BENCH_MEMBERS members (default 100): 50 in a daily rotation begun a year ago (the most a
 * rotation takes), 20 others in coverages ahead.
 * Each form (`/turno`, `/turno equipo`, `/turno mis turnos` from a random member, whose address
 * is looked up once an hour per instance) is asked BENCH_REQUESTS times (default 200),
 * BENCH_CONCURRENCY at once (default 10); printed: p50, p95 and the slowest, in ms.
 * A benchmark, not a test.   npm run bench:slack
 */
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { SlackStandIn } from '../e2e/slack/slack-stand-in';
import { slashCommandBody } from '../e2e/slack/slack-requests';
import { DAY_MS } from '../lib/time';
import { withBenchFirestore } from './lib/bench-firestore';

const root = path.resolve(__dirname, '..');
const firestorePort = Number(process.env.BENCH_FIRESTORE_PORT ?? 8497);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 100);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const latencyMs = Number(process.env.BENCH_SLACK_LATENCY_MS ?? 150);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const slack = new SlackStandIn({ port: 0 });
  await slack.start();
  slack.delayMs = latencyMs;
  try {
    await withBenchFirestore(
      root,
      {
        port: firestorePort,
        project: 'demo-andina-bench-slack',
        settings: {
          SHIFT_WEBHOOK_URLS: '',
          SLACK_BOT_TOKEN: slack.token,
          SLACK_SIGNING_SECRET: 'bench-only-slack-signing-secret-0123456789',
          SLACK_API_URL: slack.url(),
        },
      },
      () => measure(slack),
    );
  } finally {
    await slack.stop();
  }
}

async function measure(slack: SlackStandIn) {
  const members = await import('../lib/members');
  const schedule = await import('../lib/schedule');
  const { answerTurno } = await import('../lib/slack-app');
  const today = Temporal.Now.zonedDateTimeISO('America/Santiago').toPlainDate();
  const slackIds: string[] = [];
  for (const group of members.memberGroups) {
    const created = [];
    for (let index = 0; index < memberCount; index++) {
      const email = `${group}.${index}@andina.test`;
      created.push(
        await members.createMember(group, { nombre: `Miembro ${index}`, email, telefono: '' }),
      );
      slackIds.push(slack.addUser({ email, name: `Miembro ${index}` }).id);
    }
    // Through the schedule's own operations: the longest rotation it accepts, and coverages.
    await schedule.saveRotation(
      group,
      {
        memberIds: created.slice(0, schedule.MAX_ROTATION_MEMBERS).map((member) => member.id),
        length: { unit: 'days', count: 1 },
        handoffTime: '09:00',
        timeZone: 'America/Santiago',
        startsOn: today.subtract({ days: 365 }).toString(),
      },
      'bench',
    );
    for (let index = 0; index < 20; index++) {
      await schedule.addCoverage(
        group,
        {
          memberId: created[50 + index]!.id,
          from: new Date(Date.now() + (index + 1) * DAY_MS).toISOString(),
          to: new Date(Date.now() + (index + 1.5) * DAY_MS).toISOString(),
        },
        'bench',
      );
    }
  }
  await schedule.runHandoffs(members.memberGroups);

  const ask = async (text: string) => {
    const userId = slackIds[Math.floor(Math.random() * slackIds.length)]!;
    const body = slashCommandBody({ userId, text, responseUrl: slack.responseUrl('bench') });
    const started = performance.now();
    const form = new URLSearchParams(body);
    const answer = await answerTurno(form.get('user_id') ?? '', form.get('text') ?? '');
    if (!answer.text) throw new Error(`/turno ${text} failed`);
    return performance.now() - started;
  };
  await ask('');
  console.log(
    `/turno (${memberCount} members per group, Slack answering in ${latencyMs} ms, ${concurrency} at once, ${requests} each):`,
  );
  for (const text of ['', 'equipo', 'mis turnos']) {
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next++ < requests) times.push(await ask(text));
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    times.sort((a, b) => a - b);
    const label = `/turno ${text || '(ahora)'}`.padEnd(20);
    const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), times.at(-1) ?? 0];
    console.log(
      `  ${label} p50 ${p50.toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms   slowest ${max.toFixed(0).padStart(5)} ms   (Slack allows 3000)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
