/**
 * The product's own Firestore code (lib/) against Google's Firestore emulator, started here on
 * its own port (TEST_FIRESTORE_PORT, default 8490) by the local stack's own piece: no browser,
 * no build, no Strapi. Fails (never skips) where the Cloud CLI emulator is missing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { loadStackEnv } from '../scripts/lib/env-files';
import { findGoogleFirestoreEmulator, firestoreEmulator } from '../scripts/lib/pieces';
import { isListening, ProcessGroup, waitFor } from '../scripts/lib/processes';

export const root = path.resolve(__dirname, '..');
const host = '127.0.0.1';
const port = Number(process.env.TEST_FIRESTORE_PORT ?? 8490);

/** The settings the app's modules read at import (lib/env), beside .env.example's defaults. */
const appSettings = {
  FIRESTORE_EMULATOR_HOST: `${host}:${port}`,
  // Only Firestore is used; with the Auth emulator named, firebase-admin needs no credentials.
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:10',
  FIREBASE_PROJECT_ID: 'demo-andina-logic',
  FIRESTORE_DATABASE_ID: 'soporte',
  LOG_LEVEL: 'error',
  // No Google metadata server to look for credentials on.
  METADATA_SERVER_DETECTION: 'none',
};

const processes = new ProcessGroup((label, code) => {
  console.error(`${label} exited unexpectedly (code ${code})`);
});

/**
 * Whether one emulator serves every file of this Vitest run (`vitest.firestore.config.mts`
 * starts it once: a Java start per file cost seconds each). A file then starts nothing, and at
 * its end empties the databases it used instead of stopping the emulator, so the next file
 * still begins with none of its data.
 */
const shared = () => process.env.TEST_FIRESTORE_SHARED === '1';

/** Starts the emulator, unless one is shared by the whole run. */
export async function startFirestore(): Promise<void> {
  if (!shared()) await launchFirestore();
}

/** Starts the emulator on TEST_FIRESTORE_PORT (refused if the port is taken). */
export async function launchFirestore(): Promise<void> {
  if (!findGoogleFirestoreEmulator()) {
    throw new Error(
      "Google's Firestore emulator is not installed: these tests need the Cloud CLI (`gcloud`), its " +
        '`cloud-firestore-emulator` component and Java.',
    );
  }
  if (await isListening(host, port)) {
    throw new Error(`Port ${port} is already in use (TEST_FIRESTORE_PORT moves it)`);
  }
  const piece = firestoreEmulator(root, {
    ...appSettings,
    FIRESTORE_EMULATOR: 'gcloud',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
  });
  processes.start({ ...piece.process, quiet: true });
  await waitFor(piece.name, piece.readyWhen, piece.readyTimeoutMs);
}

/** Stops the emulator, or with a shared one empties what this file used (see `shared`). */
export async function stopFirestore(): Promise<void> {
  if (!shared()) return haltFirestore();
  const projects = new Set([appSettings.FIREBASE_PROJECT_ID, process.env.FIREBASE_PROJECT_ID]);
  for (const project of projects) if (project) await clearFirestore(project);
}

/** Stops the emulator and waits until its port is free (Java outlives the gcloud wrapper). */
export async function haltFirestore(): Promise<void> {
  await processes.stopAll();
  await waitFor(`port ${port} to be free`, `tcp:${host}:${port}`, 15_000, { reverse: true });
}

/**
 * A test file's emulator: started before its tests, then `setUp` (stand-ins to start, the app's
 * modules to load); after them, `tearDown`, then the emulator stopped.
 */
export function withFirestore(setUp: () => Promise<void>, tearDown?: () => Promise<void>): void {
  beforeAll(async () => {
    await startFirestore();
    await setUp();
  }, 120_000);
  afterAll(async () => {
    await tearDown?.();
    await stopFirestore();
  });
}

/** Empties the emulator's database for `projectId` (the emulator's own reset). */
export async function clearFirestore(projectId: string): Promise<void> {
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/databases/${appSettings.FIRESTORE_DATABASE_ID}/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing Firestore failed (${response.status})`);
}

/** The whole configuration of a server process whose settings differ by `overrides`. */
export const serverEnv = (overrides: Record<string, string> = {}) => ({
  ...loadStackEnv(root),
  ...appSettings,
  ...overrides,
});

/**
 * Loads the app's modules afresh, as a server (re)started with these settings would: a module
 * graph of its own (its own lib/env, its own in-process queues), over the same Firestore.
 */
export async function serverWith<T>(
  overrides: Record<string, string>,
  load: () => Promise<T>,
): Promise<T> {
  vi.resetModules();
  Object.assign(process.env, serverEnv(overrides));
  return load();
}

/** Runs `npm run <script> -- …args` as an operator would, against this emulator. */
export function runScript(
  script: string,
  args: string[],
  overrides: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...serverEnv(overrides) },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
