import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { loadFirestoreRules } from './firestore-rules';
import { standaloneServer } from '../assemble-standalone';
import { httpGet, type ProcessSpec, type Resource } from './processes';
import { ensureStrapiSecrets, fingerprint, isStampCurrent, writeStamp } from './strapi';

/** What a piece may do before it starts (install, build), with the stack's output. */
export interface PrepareContext {
  step: (message: string) => void;
  /** Runs a command to completion, its output prefixed; `slow` prints that it is still running. */
  run: (spec: ProcessSpec & { slow?: boolean }) => Promise<void>;
}

/** One server of the local stack: how to start it, where it listens, how to tell it is ready. */
export interface Piece {
  name: string;
  host: string;
  port: number;
  /** Other ports it takes, checked before anything starts. */
  extraPorts?: number[];
  /** Printed once the piece is ready. */
  url: string;
  note?: string;
  process: ProcessSpec;
  prepare?: (context: PrepareContext) => Promise<void>;
  /** Answers once the piece is ready (wait-on's notation). */
  readyWhen: Resource;
  /** Runs once the piece is ready, before anything that depends on it starts. */
  onReady?: () => Promise<void>;
  readyTimeoutMs: number;
}

function splitHostPort(value: string, variable: string): { host: string; port: number } {
  const match = /^([\w.-]+):(\d+)$/.exec(value);
  if (!match) throw new Error(`${variable} must be host:port, got "${value}"`);
  return { host: match[1] ?? '', port: Number(match[2]) };
}

const bin = (root: string, name: string) => path.join(root, 'node_modules', '.bin', name);

export function authEmulator(root: string, env: Record<string, string>): Piece {
  const { host, port } = splitHostPort(
    env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    'FIREBASE_AUTH_EMULATOR_HOST',
  );
  // firebase-tools takes the port from a firebase.json; the UI stays off so nothing is downloaded.
  // One file per port: `npm test` starts the e2e stack while other lanes start their own
  // emulators, and a shared file let one's port replace the other's before firebase read it.
  const configDir = path.join(root, '.stack');
  mkdirSync(configDir, { recursive: true });
  const configFile = path.join(configDir, `firebase-${port}.json`);
  writeFileSync(
    configFile,
    JSON.stringify(
      {
        emulators: {
          auth: { host, port },
          // firebase-tools' own helper servers sit next to the auth port, so two stacks (dev and
          // tests) can run side by side.
          hub: { host, port: port + 1 },
          logging: { host, port: port + 2 },
          ui: { enabled: false },
        },
      },
      null,
      2,
    ),
  );
  return {
    name: 'auth emulator',
    host,
    port,
    extraPorts: [port + 1, port + 2],
    url: `http://${host}:${port}`,
    process: {
      label: 'auth',
      command: bin(root, 'firebase'),
      args: [
        'emulators:start',
        '--only',
        'auth',
        '--project',
        env.FIREBASE_PROJECT_ID ?? '',
        '--config',
        configFile,
      ],
      cwd: configDir,
      env: { ...env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
    readyWhen: `http-get://${host}:${port}/`,
    readyTimeoutMs: 90_000,
  };
}

/** Google's emulator script from the Cloud CLI, when the CLI and that component are installed. */
export function findGoogleFirestoreEmulator(): string | undefined {
  try {
    const gcloud = execFileSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' }).trim();
    const sdkRoot = path.dirname(path.dirname(realpathSync(gcloud)));
    const script = path.join(
      sdkRoot,
      'platform',
      'cloud-firestore-emulator',
      'cloud_firestore_emulator',
    );
    const hasJava = execFileSync('sh', ['-c', 'command -v java || true'], {
      encoding: 'utf8',
    }).trim();
    return existsSync(script) && hasJava ? script : undefined;
  } catch {
    return undefined;
  }
}

export function firestoreEmulator(root: string, env: Record<string, string>): Piece {
  const { host, port } = splitHostPort(
    env.FIRESTORE_EMULATOR_HOST ?? '',
    'FIRESTORE_EMULATOR_HOST',
  );
  const choice = env.FIRESTORE_EMULATOR ?? 'auto';
  if (!['auto', 'gcloud', 'node'].includes(choice)) {
    throw new Error(`FIRESTORE_EMULATOR must be auto, gcloud or node, got "${choice}"`);
  }
  const google = choice === 'node' ? undefined : findGoogleFirestoreEmulator();
  if (choice === 'gcloud' && !google) {
    throw new Error(
      'FIRESTORE_EMULATOR=gcloud but the Cloud CLI Firestore emulator (and Java) is not installed',
    );
  }
  const common = { name: 'firestore emulator', host, port, url: `${host}:${port}` };
  const readyWhen = `tcp:${host}:${port}` as const;
  if (google) {
    return {
      ...common,
      note: "Google's emulator, with firestore.rules",
      process: {
        label: 'firestore',
        command: google,
        args: [
          'start',
          '--host',
          host,
          '--port',
          String(port),
          '--project_id',
          env.FIREBASE_PROJECT_ID ?? '',
        ],
        env,
      },
      readyWhen,
      // Browsers meet the same rules as in production (the admin SDK of the app bypasses them).
      onReady: () =>
        loadFirestoreRules({
          root,
          host,
          port,
          projectId: env.FIREBASE_PROJECT_ID ?? '',
          databaseId: env.FIRESTORE_DATABASE_ID ?? '',
        }),
      readyTimeoutMs: 60_000,
    };
  }
  return {
    ...common,
    note: '@firestore-emulator/server',
    process: {
      label: 'firestore',
      command: bin(root, 'tsx'),
      args: [path.join(root, 'scripts', 'firestore-emulator.ts'), String(port)],
      env,
    },
    readyWhen,
    readyTimeoutMs: 30_000,
  };
}

/**
 * One web instance: `next dev`, or the standalone production server. Instance `index` (from 0)
 * listens on PORT + index; the stack's Strapi sends its webhook to the first one only.
 */
export function webApp(
  root: string,
  env: Record<string, string>,
  mode: 'dev' | 'preview',
  index = 0,
): Piece {
  const port = Number(env.PORT) + index;
  const host = '127.0.0.1';
  return {
    name: index === 0 ? 'web' : `web ${index + 1}`,
    host,
    port,
    url: `http://localhost:${port}`,
    note: mode === 'dev' ? 'next dev' : 'standalone server, production build',
    process:
      mode === 'dev'
        ? {
            label: 'web',
            command: bin(root, 'next'),
            args: ['dev', '--port', String(port)],
            env,
          }
        : {
            label: index === 0 ? 'web' : `web${index + 1}`,
            command: process.execPath,
            args: [standaloneServer(root)],
            env: { ...env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: host },
          },
    readyWhen: `http-get://${host}:${port}/`,
    readyTimeoutMs: 120_000,
  };
}

/**
 * The shared cache of several web instances: Debian's redis-server on REDIS_PORT, in memory only
 * (no RDB snapshots, no append-only file), so every start begins empty.
 */
export function redisServer(env: Record<string, string>): Piece {
  const host = '127.0.0.1';
  const port = Number(env.REDIS_PORT || 6380);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`REDIS_PORT must be a port number, got "${env.REDIS_PORT}"`);
  }
  return {
    name: 'redis',
    host,
    port,
    url: `redis://${host}:${port}`,
    note: 'shared Next cache, no persistence',
    process: {
      label: 'redis',
      command: 'redis-server',
      args: ['--port', String(port), '--bind', host, '--save', '', '--appendonly', 'no'],
      env,
    },
    readyWhen: `tcp:${host}:${port}`,
    readyTimeoutMs: 15_000,
  };
}

/**
 * The content service: the Strapi project in cms/, on STRAPI_URL's host and port. The first run
 * installs its dependencies; `dev` builds the admin panel once and serves it, `preview` (and the
 * tests) runs headless. Then `strapi start`, which takes seconds: `strapi develop` would rebuild
 * the admin on every launch. The server code is compiled again only when cms/ sources change.
 */
export function strapi(root: string, env: Record<string, string>, mode: 'dev' | 'preview'): Piece {
  const cmsDir = path.join(root, 'cms');
  const origin = new URL(env.STRAPI_URL ?? '');
  const port = Number(origin.port || 80);
  const headless = mode === 'preview';
  const cmsBin = (name: string) => path.join(cmsDir, 'node_modules', '.bin', name);
  // `npm run` exports npm_* settings (its project's prefix among them): a nested npm would
  // obey them and install into the root project instead of cms/.
  const ownEnv = Object.fromEntries(Object.entries(env).filter(([key]) => !/^npm_/i.test(key)));
  const cmsEnv = {
    ...ownEnv,
    HOST: origin.hostname,
    PORT: String(port),
    DATABASE_FILENAME: env.STRAPI_DATABASE_FILENAME || '.tmp/data.db',
    SERVE_ADMIN_PANEL: String(!headless),
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Started by the local stack: its local administrator and example secrets are fine here.
    LOCAL_STACK: 'true',
    REVALIDATE_URL: `http://127.0.0.1:${env.PORT}/api/revalidate`,
    // Where the admin's Preview button sends a marketer (with PREVIEW_SECRET, passed on as is).
    SITE_URL: env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`,
  };
  const compile = {
    label: 'strapi',
    command: cmsBin('tsc'),
    args: ['-p', 'tsconfig.json'],
    cwd: cmsDir,
    env: cmsEnv,
  };

  async function prepare({ step, run }: PrepareContext) {
    const installStamp = path.join(cmsDir, 'node_modules', '.stack-install');
    const dependencies = () => fingerprint(cmsDir, ['package.json', 'package-lock.json']);
    if (!isStampCurrent(installStamp, dependencies())) {
      step('Installing cms/ dependencies (npm install; about 3 min the first time)…');
      await run({
        label: 'cms install',
        command: 'npm',
        args: ['install', '--no-audit', '--no-fund'],
        cwd: cmsDir,
        env: ownEnv,
        slow: true,
      });
      writeStamp(installStamp, dependencies());
    }
    if (ensureStrapiSecrets(cmsDir)) step('Generated Strapi secrets in cms/.env (local only).');
    // Both builds are skipped while their inputs are unchanged, so later runs only start Strapi.
    const compiledStamp = path.join(cmsDir, 'dist', '.stack-compiled');
    const serverInputs = fingerprint(cmsDir, [
      'package-lock.json',
      'tsconfig.json',
      'config',
      'src',
    ]);
    const adminStamp = path.join(cmsDir, 'dist', 'build', '.stack-admin');
    const adminInputs = fingerprint(cmsDir, ['package-lock.json', 'config/admin.ts', 'src/admin']);
    if (!headless && !isStampCurrent(adminStamp, adminInputs)) {
      step('Building the Strapi admin panel (once; about 2 min)…');
      await run({ ...compile, command: cmsBin('strapi'), args: ['build'], slow: true });
      writeStamp(adminStamp, adminInputs);
    } else if (!isStampCurrent(compiledStamp, serverInputs)) {
      await run(compile);
    }
    writeStamp(compiledStamp, serverInputs);
  }

  return {
    name: 'strapi',
    host: origin.hostname,
    port,
    url: origin.origin,
    note: headless
      ? 'headless, API only'
      : `admin ${new URL(env.STRAPI_ADMIN_URL || origin.origin).origin}/admin, local login ${env.CMS_LOCAL_ADMIN_EMAIL} / ${env.CMS_LOCAL_ADMIN_PASSWORD}`,
    prepare,
    process: { ...compile, command: cmsBin('strapi'), args: ['start'] },
    readyWhen: httpGet(`${origin.origin}/_health`),
    readyTimeoutMs: 120_000,
  };
}
