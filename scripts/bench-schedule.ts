/**
 * What the schedule's heaviest accepted requests cost one server process, and what a cheap
 * request on the same process waits meanwhile: the product's own code (lib/schedule) on Google's
 * Firestore emulator, a group with a daily rotation two members long that began a year ago.
 * Measured: GET /api/on-duty?at=<now + 366 days> (dutyAt), GET /api/schedule?from=&to= over 92
 * days ending 366 days ahead (scheduleOf), an instant BENCH_FAR_YEARS ahead (default 10, which
 * the route refuses: it shows what the service alone would do), and ?at= 366 days ahead with a
 * rotation of one member (one holding from now on: the longest walk an accepted ?at= makes), and
 * the 92-day schedule again with 13 absences in it. For each: wall time, the
 * event loop's longest stall, the heap's growth at its peak, and the latency of "who is on duty
 * now" (dutyAt without `at`, what the support page asks) started alongside it; each the median
 * of BENCH_REPEAT runs (default 5).
 * A benchmark, not a test.   npm run bench:schedule
 */
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Temporal } from 'temporal-polyfill';
import { DAY_MS } from '../lib/time';
import { withBenchFirestore } from './lib/bench-firestore';

const root = path.resolve(__dirname, '..');
const firestorePort = Number(process.env.BENCH_FIRESTORE_PORT ?? 8496);
const farYears = Number(process.env.BENCH_FAR_YEARS ?? 10);
const repeat = Number(process.env.BENCH_REPEAT ?? 5);

interface Measure {
  ms: number;
  stallMs: number;
  heapMb: number;
  cheapMs: number;
}

/** `measure` BENCH_REPEAT times (default 5), one after the other: each figure's median. */
async function median(work: () => Promise<unknown>, cheap: () => Promise<unknown>) {
  const runs: Measure[] = [];
  for (let run = 0; run < repeat; run++) runs.push(await measure(work, cheap));
  const mid = (key: keyof Measure) =>
    runs.map((m) => m[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;
  return { ms: mid('ms'), stallMs: mid('stallMs'), heapMb: mid('heapMb'), cheapMs: mid('cheapMs') };
}

/** Runs `work` with a cheap request beside it, sampling the heap and the event loop. */
async function measure(work: () => Promise<unknown>, cheap: () => Promise<unknown>) {
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 2);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const heavy = work().then(() => performance.now() - started);
  // The cheap request arrives just after the heavy one began, as a page load would.
  await new Promise((resolve) => setTimeout(resolve, 1));
  const cheapStarted = performance.now();
  const cheapMs = await cheap().then(() => performance.now() - cheapStarted);
  const ms = await heavy;
  delay.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return {
    ms,
    stallMs: delay.max / 1e6,
    heapMb: (peak - base) / 2 ** 20,
    cheapMs,
  } satisfies Measure;
}

const line = (label: string, m: Measure) =>
  `  ${label.padEnd(50)} ${m.ms.toFixed(0).padStart(7)} ms   stall ${m.stallMs
    .toFixed(0)
    .padStart(6)} ms   heap +${m.heapMb.toFixed(1).padStart(6)} MB   cheap request ${m.cheapMs
    .toFixed(0)
    .padStart(6)} ms`;

async function main() {
  await withBenchFirestore(
    root,
    {
      port: firestorePort,
      project: 'demo-andina-bench-schedule',
      settings: { SHIFT_WEBHOOK_URLS: '' },
    },
    measureSchedule,
  );
}

async function measureSchedule() {
  const members = await import('../lib/members');
  const schedule = await import('../lib/schedule');
  const { adminDb } = await import('../lib/firebase');
  const group = 'equipo' as const;
  const [ana, beto] = await Promise.all(
    ['Ana', 'Beto'].map((nombre) =>
      members.createMember(group, {
        nombre,
        email: `${nombre.toLowerCase()}@andina.test`,
        telefono: '+56 9 1234 5678',
      }),
    ),
  );
  const today = Temporal.Now.zonedDateTimeISO('America/Santiago').toPlainDate();
  const rotationOf = (memberIds: string[]) =>
    adminDb()
      .collection(schedule.scheduleCollections.rotations)
      .doc(group)
      .set({
        group,
        memberIds,
        length: { unit: 'days', count: 1 },
        handoffTime: '09:00',
        timeZone: 'America/Santiago',
        startsOn: today.subtract({ days: 365 }).toString(),
        updatedAt: new Date(),
        updatedBy: 'bench',
      });
  await rotationOf([ana!.id, beto!.id]);
  await schedule.runHandoffs([group]);
  const cheap = () => schedule.dutyAt(group, undefined);
  // Warm up: module loading, the first queries, Temporal's zone data.
  await schedule.dutyAt(group, Date.now() + 30 * DAY_MS);
  await cheap();

  const now = Date.now();
  const alone = await median(cheap, async () => undefined);
  const runs: [string, Measure][] = [
    ['cheap request alone (dutyAt now)', alone],
    [
      'on-duty ?at= now + 366 days',
      await median(() => schedule.dutyAt(group, now + 366 * DAY_MS), cheap),
    ],
    [
      'schedule, 92 days ending now + 366 days',
      await median(() => schedule.scheduleOf(group, now + 274 * DAY_MS, now + 366 * DAY_MS), cheap),
    ],
    [
      `on-duty ?at= now + ${farYears} years (service alone)`,
      await median(() => schedule.dutyAt(group, now + farYears * 365 * DAY_MS), cheap),
    ],
  ];
  // Absences over the same 92 days: every week one of the two away for two days, through the
  // schedule's own operation (each also reads the plan to open its conflicts).
  for (let week = 0; week < 13; week++) {
    const from = now + (274 + week * 7) * DAY_MS;
    await schedule.addAbsence(
      group,
      {
        memberId: (week % 2 ? beto : ana)!.id,
        from: new Date(from).toISOString(),
        to: new Date(from + 2 * DAY_MS).toISOString(),
        kind: 'vacaciones',
      },
      'bench',
    );
  }
  runs.push([
    'schedule, 92 days ending now + 366 days, absences',
    await median(() => schedule.scheduleOf(group, now + 274 * DAY_MS, now + 366 * DAY_MS), cheap),
  ]);
  await rotationOf([ana!.id]);
  runs.push([
    'on-duty ?at= now + 366 days, rotation of one',
    await median(() => schedule.dutyAt(group, now + 366 * DAY_MS), cheap),
  ]);
  console.log(`Schedule's heaviest requests (medians of ${repeat} runs, one process, ${root}):`);
  for (const [label, m] of runs) console.log(line(label, m));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
