import path from 'node:path';
import { readStackEnvFiles } from './env-files';

/**
 * Where an operator command (user:create, user:disable, outbox:retry, seed) runs. The emulators
 * by default, with the local stack's settings (`.env.example`, `.env`, `.env.local`, then the
 * process environment). Production only when told so with `--production`, and then from the
 * process environment alone: no file of the local stack, so none of `.env.example`'s emulator
 * hosts, example secrets or demo project can creep in.
 */
const PRODUCTION_FLAG = '--production';

/** parseArgs option of every operator command. */
export const productionOption = {
  production: { type: 'boolean', default: false },
} as const;

export interface OperatorTarget {
  target: 'emulators' | 'production';
  /** The environment the command runs with. */
  env: Record<string, string>;
  /** The command's first line of output: where it is about to act. */
  banner: string;
}

class OperatorTargetError extends Error {
  override name = 'OperatorTargetError';
}

const emulatorHosts = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const;

const defined = (source: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** The decision, pure: the stack's files and the process environment in, the target out. */
export function operatorTarget(options: {
  production: boolean;
  /** What `.env.example`, `.env` and `.env.local` say (readStackEnvFiles). */
  files: Record<string, string>;
  processEnv: Record<string, string | undefined>;
  /** Commands that only make sense locally (the seed's demo account and board). */
  emulatorsOnly?: boolean;
}): OperatorTarget {
  const processEnv = defined(options.processEnv);
  if (options.production) {
    if (options.emulatorsOnly) {
      throw new OperatorTargetError('This command only runs against the emulators.');
    }
    for (const name of emulatorHosts) {
      if (processEnv[name]?.trim()) {
        throw new OperatorTargetError(
          `${name} is set: ${PRODUCTION_FLAG} never talks to the emulators (unset it).`,
        );
      }
    }
    const project = processEnv.FIREBASE_PROJECT_ID?.trim();
    if (!project || project.startsWith('demo-')) {
      throw new OperatorTargetError(
        `${PRODUCTION_FLAG} needs the production settings in the environment (FIREBASE_PROJECT_ID, credentials…): .env files are not read.`,
      );
    }
    return {
      target: 'production',
      env: { ...processEnv, NODE_ENV: 'production' },
      banner: `PRODUCTION: Firebase project ${project}, database ${processEnv.FIRESTORE_DATABASE_ID ?? '?'}`,
    };
  }
  const env = { ...options.files, ...processEnv };
  const missing = emulatorHosts.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new OperatorTargetError(
      `${missing.join(' and ')} empty: without ${PRODUCTION_FLAG} this command only runs against the emulators.`,
    );
  }
  return {
    target: 'emulators',
    env,
    banner: `Emulators (not production): Auth ${env.FIREBASE_AUTH_EMULATOR_HOST}, Firestore ${env.FIRESTORE_EMULATOR_HOST}, project ${env.FIREBASE_PROJECT_ID ?? '?'}`,
  };
}

/**
 * Decides where the command runs, says so on its first line and sets the process environment
 * for it (before the product's modules read their configuration).
 */
export function enterOperatorTarget(
  production: boolean,
  { emulatorsOnly = false }: { emulatorsOnly?: boolean } = {},
): OperatorTarget['target'] {
  const root = path.resolve(__dirname, '../..');
  const decided = operatorTarget({
    production,
    files: readStackEnvFiles(root),
    processEnv: process.env,
    emulatorsOnly,
  });
  console.log(decided.banner);
  Object.assign(process.env, decided.env);
  return decided.target;
}
