/**
 * The whole product on this machine, in one command.
 *   tsx scripts/stack.ts dev       emulators and Strapi, then `next dev`
 *   tsx scripts/stack.ts preview   emulators and Strapi, then `next build` and the standalone
 *                                  server; WEB_INSTANCES=N starts N of them (PORT, PORT+1, …)
 *                                  sharing Next's cache in a Redis of their own (REDIS_PORT)
 * Prints where each piece listens; Ctrl-C stops every child process.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, readEnv } from '../lib/env-schema';
import { loadStackEnv } from './lib/env-files';
import { nodeVersionProblem } from './lib/node-version';
import { assembleStandalone } from './assemble-standalone';
import {
  authEmulator,
  firestoreEmulator,
  redisServer,
  strapi,
  webApp,
  type Piece,
  type PrepareContext,
} from './lib/pieces';
import { bold, dim, isListening, ProcessGroup, StackError, waitFor } from './lib/processes';

const root = path.resolve(__dirname, '..');
const mode = process.argv[2];
const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const step = (message: string) => console.log(`${bold('▸')} ${message}`);

const processes = new ProcessGroup((label, code) => {
  console.error(`\n✖ ${label} exited unexpectedly (code ${code}); stopping the stack.`);
  void shutdown(1);
});

let shuttingDown = false;
async function shutdown(exitCode: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  step('Stopping…');
  await processes.stopAll();
  process.exit(exitCode);
}

function stackEnv(): Record<string, string> {
  const env = loadStackEnv(root);
  env.PORT ||= '3000';
  // The site's own address follows the chosen port unless it was configured explicitly.
  if (!process.env.NEXT_PUBLIC_SITE_URL && env.NEXT_PUBLIC_SITE_URL === 'http://localhost:3000') {
    env.NEXT_PUBLIC_SITE_URL = `http://localhost:${env.PORT}`;
  }
  // Likewise the admin's address (localhost, for the preview frame) follows Strapi's port.
  if (!process.env.STRAPI_ADMIN_URL && env.STRAPI_ADMIN_URL === 'http://localhost:1337') {
    env.STRAPI_ADMIN_URL = `http://localhost:${new URL(env.STRAPI_URL ?? '').port || '1337'}`;
  }
  env.NEXT_TELEMETRY_DISABLED = '1';
  // A production build here is still the local stack: emulators and example secrets are fine.
  env.LOCAL_STACK = 'true';
  // Google's client libraries look for a cloud metadata server; the local stack has none.
  env.METADATA_SERVER_DETECTION ??= 'none';
  readEnv(env);
  return env;
}

const prepareContext: PrepareContext = {
  step,
  run: async ({ slow, ...spec }) => {
    const started = Date.now();
    const ticker = slow
      ? setInterval(() => {
          step(
            dim(`${spec.label} still running (${Math.round((Date.now() - started) / 1000)} s)…`),
          );
        }, 15_000)
      : undefined;
    try {
      await processes.run(spec);
    } finally {
      clearInterval(ticker);
    }
  },
};

async function startPiece(piece: Piece) {
  await piece.prepare?.(prepareContext);
  step(`Starting ${piece.name} on ${piece.url}${piece.note ? dim(` (${piece.note})`) : ''}`);
  const child = processes.start(piece.process);
  // Lets the end-to-end tests find a piece to pause it (e2e/cms.ts stops Strapi this way).
  const pidDir = path.join(root, '.stack', 'pids');
  mkdirSync(pidDir, { recursive: true });
  writeFileSync(path.join(pidDir, `${piece.process.label}-${piece.port}`), String(child.pid));
  await waitFor(piece.name, piece.readyWhen, piece.readyTimeoutMs);
  await piece.onReady?.();
  step(`${piece.name} ready ${dim(`(${elapsed()})`)}`);
}

/**
 * The local stack's every-minute trigger: what Cloud Scheduler or cron does in production
 * (docs/deploy.md), a POST to the schedule's tick with its bearer token. A failed tick is
 * reported and the next one tries again.
 */
function startScheduleTicker(siteUrl: string | undefined, token: string | undefined) {
  if (!siteUrl || !token) {
    step(dim('SCHEDULE_TICK_TOKEN is not set: the schedule does not tick by itself.'));
    return;
  }
  const tick = () =>
    fetch(new URL('/api/schedule/tick', siteUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    })
      .then((response) => {
        if (!response.ok) step(dim(`Schedule tick answered ${response.status}`));
      })
      .catch((error: unknown) => step(dim(`Schedule tick failed: ${String(error)}`)));
  void tick();
  setInterval(tick, 60_000).unref();
}

/** WEB_INSTANCES: how many web instances `preview` starts (1 unless set; `dev` is always one). */
function instanceCount(env: Record<string, string>, mode: 'dev' | 'preview'): number {
  const raw = env.WEB_INSTANCES || '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 8) {
    throw new StackError(`WEB_INSTANCES must be a whole number from 1 to 8, got "${raw}"`);
  }
  if (mode === 'dev' && count > 1) {
    throw new StackError(
      'WEB_INSTANCES only applies to `npm run preview`; `npm run dev` is one instance.',
    );
  }
  return count;
}

async function main() {
  if (mode !== 'dev' && mode !== 'preview') {
    throw new StackError('Usage: tsx scripts/stack.ts dev|preview');
  }
  // Every piece is started from here and inherits this Node (docs/local-stack.md).
  const wrongNode = nodeVersionProblem(process.version);
  if (wrongNode) throw new StackError(wrongNode);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void shutdown(0));
  }
  const env = stackEnv();
  const instances = instanceCount(env, mode);
  // Several instances share Next's cache in Redis: the stack's own unless REDIS_URL names one.
  const redis = instances > 1 && !env.REDIS_URL ? redisServer(env) : undefined;
  if (redis) env.REDIS_URL = redis.url;
  const emulators = [authEmulator(root, env), firestoreEmulator(root, env)];
  const cms = strapi(root, env, mode);
  const webs = Array.from({ length: instances }, (_, index) => webApp(root, env, mode, index));
  const pieces = [...(redis ? [redis] : []), ...emulators, cms, ...webs];
  // Check every port first so a conflict is reported before anything starts.
  const ports = pieces.flatMap((piece) =>
    [piece.port, ...(piece.extraPorts ?? [])].map((port) => ({ piece, port })),
  );
  const taken = await Promise.all(ports.map(({ piece, port }) => isListening(piece.host, port)));
  const conflict = ports.find((_, index) => taken[index]);
  if (conflict) {
    throw new StackError(
      `Port ${conflict.port} (${conflict.piece.name}) is already in use. Stop whatever listens there or choose other ports in .env.local.`,
    );
  }

  const redisReady = redis ? startPiece(redis) : Promise.resolve();
  const cmsReady = startPiece(cms);
  // The build renders the blog pages, so it waits for Strapi: they start with real content.
  const build =
    mode === 'preview'
      ? cmsReady
          .then(() => {
            step('Building the production bundle (next build)…');
            return processes.run({
              label: 'build',
              command: path.join(root, 'node_modules/.bin/next'),
              args: ['build'],
              env: { ...env, NODE_ENV: 'production' },
            });
          })
          .then(() => assembleStandalone(root))
      : Promise.resolve();
  const seeded = Promise.all(emulators.map(startPiece)).then(() => {
    step('Seeding the emulators (demo staff account)…');
    return processes.run({
      label: 'seed',
      command: path.join(root, 'node_modules/.bin/tsx'),
      args: ['--conditions=react-server', path.join(root, 'scripts/seed.ts')],
      env,
    });
  });
  // In dev the site starts without waiting for Strapi (its first run builds the admin panel).
  await Promise.all([
    Promise.all([seeded, build, redisReady]).then(() => Promise.all(webs.map(startPiece))),
    cmsReady,
  ]);

  startScheduleTicker(webs[0]?.url, env.SCHEDULE_TICK_TOKEN);
  console.log(`\n${bold(`✔ Local stack ready in ${elapsed()}`)}`);
  for (const piece of [...webs, cms, ...emulators, ...(redis ? [redis] : [])]) {
    console.log(
      `  ${piece.name.padEnd(20)} ${piece.url}${piece.note ? dim(`  ${piece.note}`) : ''}`,
    );
  }
  console.log(
    `\n  Demo staff login    ${env.DEMO_STAFF_EMAIL} / ${env.DEMO_STAFF_PASSWORD}  at ${webs[0]?.url}/login`,
  );
  console.log(dim('\nPress Ctrl-C to stop everything.\n'));
}

main().catch((error: unknown) => {
  const expected = error instanceof StackError || error instanceof ConfigError;
  console.error(
    `\n✖ ${expected ? error.message : error instanceof Error ? error.stack : String(error)}`,
  );
  void shutdown(1);
});
