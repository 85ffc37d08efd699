/**
 * Every test in one command (`npm test`): lint, formatting, type check, unit tests (Vitest),
 * Firestore logic and rules (Google's emulator), Strapi on PostgreSQL, the blog through a
 * Strapi outage and Strapi's admin behind HTTPS (cms), and end-to-end tests (Playwright
 * against the production build and the local stack). Every step
 * runs even when an earlier one fails, so one run shows all problems; timings are printed per
 * step and the last line counts the tests.
 *
 * The steps run in four lanes side by side: the two Firestore lanes mostly wait on their emulator
 * and on the outbox's deadlines (a fraction of one core each), so the static checks and unit
 * tests in one lane and the cms step's build and Strapi in another fill that time; the
 * end-to-end step, which uses both cores, follows the cms lane, once the busy lanes are done.
 * Each line of a lane's output starts with its step's name.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadStackEnv } from './lib/env-files';
import { bold } from './lib/processes';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Settings of its own on top of the shared ones (ports apart from a step beside it). */
  env?: Record<string, string>;
  /** Reads the step's JSON report, for steps that run tests. */
  counts?: () => Counts;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** A Vitest run whose JSON report gives the step's counts (a missing report counts as a failure). */
function vitestStep(name: string, args: string[], env?: Record<string, string>): Step {
  const report = `${results}/${name}.json`;
  return {
    name,
    env,
    command: bin('vitest'),
    args: ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    counts: () => {
      const json = readJson(report) as
        | {
            numPassedTests: number;
            numFailedTests: number;
            numPendingTests: number;
            numTodoTests: number;
          }
        | undefined;
      return json
        ? {
            passed: json.numPassedTests,
            failed: json.numFailedTests,
            skipped: json.numPendingTests + json.numTodoTests,
          }
        : { passed: 0, failed: 1, skipped: 0 };
    },
  };
}

const steps: Step[] = [
  // ESLint, then knip (unused files, exports and dependencies: knip.ts) whatever ESLint found.
  {
    name: 'lint',
    command: 'sh',
    args: [
      '-c',
      `"${bin('eslint')}" . --max-warnings 0; eslint=$?; "${bin('knip')}" --no-progress && exit $eslint`,
    ],
  },
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
  {
    name: 'typecheck',
    command: 'sh',
    args: ['-c', `"${bin('next')}" typegen && "${bin('tsc')}" --noEmit`],
  },
  vitestStep('unit', []),
  // The product's Firestore logic in Google's emulator, no browser, build or Strapi, in two steps
  // side by side (each file mostly waits on the emulator and on deadlines). Leads and personal
  // data: outbox claims, leases and giving up, leads into a stand-in Odoo, deletion, blocking,
  // retention, the public forms' proof of work past the global ceiling and under a burst.
  vitestStep('firestore', [
    '--config',
    'vitest.firestore.config.mts',
    'integration/outbox',
    'integration/leads',
    'integration/acknowledgement',
    'integration/bookings',
    'integration/first-contact',
    'integration/privacy',
    'integration/public-forms',
    'integration/bursts',
    // The schedule's absences, here to even the two lanes out.
    'integration/absences',
  ]),
  // The support tool's: the rate-limit and assignment transactions, the schedule, confirmations,
  // cover requests, the Slack app, staff sessions and the incident register's clock, on an
  // emulator of its own.
  vitestStep(
    'staff',
    [
      '--config',
      'vitest.firestore.config.mts',
      'integration/transactions',
      'integration/schedule',
      'integration/confirmations',
      'integration/cover-requests',
      'integration/pay',
      'integration/slack',
      'integration/sessions',
      'integration/migrations',
      'integration/incidents',
    ],
    { TEST_FIRESTORE_PORT: String(Number(process.env.TEST_FIRESTORE_PORT ?? 8490) + 5) },
  ),
  // Firestore's security rules in Google's emulator, as an anonymous, a signed-in and a staff browser.
  vitestStep('rules', ['--config', 'vitest.integration.config.mts', 'integration/firestore-rules']),
  // Old builds' entries pruned from a real Redis (shared cache).
  vitestStep('cache', ['--config', 'vitest.integration.config.mts', 'integration/cache-builds']),
  // Strapi on a throw-away PostgreSQL cluster, read by the site's own functions.
  vitestStep('postgres', [
    '--config',
    'vitest.integration.config.mts',
    'integration/strapi-postgres',
  ]),
  // The site through a Strapi outage (a build of its own made while Strapi is down), past 100
  // posts and a flood of unknown post ids, with a Redis of its own; Strapi's admin behind HTTPS.
  vitestStep('cms', [
    '--config',
    'vitest.integration.config.mts',
    'integration/cms-lifecycle',
    'integration/strapi-https',
  ]),
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test'],
    // The redeploy test's build B starts with the run, on the CPU left idle (e2e/global-setup.ts).
    env: { E2E_EARLY_BUILD_B: '1' },
    counts: () => {
      const report = readJson(`${results}/e2e.json`) as
        | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
        | undefined;
      return report
        ? {
            passed: report.stats.expected + report.stats.flaky,
            failed: report.stats.unexpected,
            skipped: report.stats.skipped,
          }
        : { passed: 0, failed: 1, skipped: 0 };
    },
  },
];

/**
 * Stages run one after the other; the lanes of a stage run side by side, each lane's steps in order.
 */
const stages: string[][][] = [
  [
    ['lint', 'format', 'typecheck', 'unit'],
    // cms and postgres both prepare cms/ (install, compile) on first use: one lane, in turn.
    // e2e (its Strapi runs from that cms/) follows them: it starts its stack while the Firestore
    // lanes finish, which need little CPU by then, instead of waiting for the slowest of them.
    ['cms', 'postgres', 'e2e'],
    // The Firestore lanes use a fraction of a core each; the two above fill the rest.
    ['firestore'],
    ['staff', 'rules', 'cache'],
  ],
];

/** Runs a step; beside another lane, each of its output lines starts with the step's name. */
function run(step: Step, env: Record<string, string>, prefixed: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...env, ...step.env } as NodeJS.ProcessEnv,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      const label = `${step.name.padEnd(9)} │ `;
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        if (from)
          createInterface({ input: from }).on('line', (line) => to.write(label + line + '\n'));
      }
    }
    child.once('error', () => resolve(127));
    // 'exit', not 'close': a server a step leaves behind may hold its output open.
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  mkdirSync(results, { recursive: true });
  const env = { ...loadStackEnv(root), NEXT_TELEMETRY_DISABLED: '1' };
  const only = process.argv.slice(2);
  const summary = new Map<string, { ok: boolean; seconds: number; counts?: Counts }>();
  const chosen = (name: string) => only.length === 0 || only.includes(name);
  for (const stage of stages) {
    const lanes = stage.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
    await Promise.all(
      lanes.map(async (lane) => {
        for (const name of lane) {
          const step = steps.find((candidate) => candidate.name === name);
          if (!step) throw new Error(`No step named ${name}`);
          console.log(`\n${bold(`▸ ${step.name}`)}`);
          const started = Date.now();
          const code = await run(step, env, lanes.length > 1);
          summary.set(name, {
            ok: code === 0,
            seconds: (Date.now() - started) / 1000,
            counts: step.counts?.(),
          });
          console.log(bold(`▸ ${step.name} ${code === 0 ? 'passed' : 'failed'}`));
        }
      }),
    );
  }

  console.log(`\n${bold('Summary')}`);
  const rows = steps
    .filter((step) => summary.has(step.name))
    .map((step) => ({ name: step.name, ...summary.get(step.name)! }));
  for (const { name, ok, seconds, counts } of rows) {
    const detail = counts
      ? `  ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
      : '';
    console.log(
      `  ${ok ? '✔' : '✖'} ${name.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s${detail}`,
    );
  }
  const total = rows.reduce(
    (sum, { ok, counts }) => ({
      passed: sum.passed + (counts?.passed ?? 0),
      // A failing step without failed tests (lint, types, a test server that could not start)
      // still counts as a failure.
      failed: sum.failed + (counts?.failed || (ok ? 0 : 1)),
      skipped: sum.skipped + (counts?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(rows.every((step) => step.ok) ? 0 : 1);
}

void main();
