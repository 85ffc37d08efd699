import { loadStackEnv } from './env-files';
import { firestoreEmulator } from './pieces';
import { ProcessGroup, waitFor } from './processes';

/**
 * Runs a benchmark against its own Google Firestore emulator: the local stack's settings pointed
 * at it (no Auth, logs only on errors), set in this process before `run` imports the product's
 * modules; the emulator stops afterwards, whatever happened.
 */
export async function withBenchFirestore(
  root: string,
  options: { port: number; project: string; settings: Record<string, string> },
  run: () => Promise<void>,
): Promise<void> {
  const settings = {
    ...loadStackEnv(root),
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${options.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:10',
    FIREBASE_PROJECT_ID: options.project,
    METADATA_SERVER_DETECTION: 'none',
    LOG_LEVEL: 'error',
    ...options.settings,
  };
  Object.assign(process.env, settings);
  const processes = new ProcessGroup(() => {});
  const piece = firestoreEmulator(root, { ...settings, FIRESTORE_EMULATOR: 'gcloud' });
  processes.start({ ...piece.process, quiet: true });
  try {
    await waitFor(piece.name, piece.readyWhen, piece.readyTimeoutMs);
    await run();
  } finally {
    await processes.stopAll();
  }
}
