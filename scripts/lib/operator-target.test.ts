import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import dotenv from 'dotenv';
import { operatorTarget } from './operator-target';

/** What the committed `.env.example` says: the emulators, a demo project, example secrets. */
const files = dotenv.parse(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'));

/** An operator's shell with the production settings, as on the web server's host. */
const productionShell = {
  FIREBASE_PROJECT_ID: 'andina-prod',
  FIRESTORE_DATABASE_ID: 'soporte',
  GOOGLE_APPLICATION_CREDENTIALS: '/secrets/operator.json',
  PATH: '/usr/bin',
};

describe('operatorTarget', () => {
  it("runs against the emulators by default, with the local stack's settings, and says so", () => {
    const decided = operatorTarget({ production: false, files, processEnv: { PATH: '/usr/bin' } });
    expect(decided.target).toBe('emulators');
    expect(decided.env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    expect(decided.env.FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:8080');
    expect(decided.banner).toBe(
      'Emulators (not production): Auth 127.0.0.1:9099, Firestore 127.0.0.1:8080, project demo-andina',
    );
  });

  it('never reaches production without the flag, even with production credentials at hand', () => {
    const shell = { ...productionShell, FIREBASE_AUTH_EMULATOR_HOST: '' };
    expect(() => operatorTarget({ production: false, files, processEnv: shell })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST empty: without --production this command only runs against the emulators/,
    );
    expect(() =>
      operatorTarget({ production: false, files: {}, processEnv: productionShell }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST empty/);
  });

  it("with --production takes the process environment alone: none of .env.example's values", () => {
    const decided = operatorTarget({ production: true, files, processEnv: productionShell });
    expect(decided.target).toBe('production');
    expect(decided.banner).toBe('PRODUCTION: Firebase project andina-prod, database soporte');
    expect(decided.env).toEqual({ ...productionShell, NODE_ENV: 'production' });
    expect(decided.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(decided.env.REVALIDATE_SECRET).toBeUndefined();
  });

  it('refuses --production with an emulator host set, or without production settings', () => {
    for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']) {
      expect(() =>
        operatorTarget({
          production: true,
          files,
          processEnv: { ...productionShell, [name]: '127.0.0.1:9099' },
        }),
      ).toThrow(`${name} is set: --production never talks to the emulators`);
    }
    for (const project of [undefined, '', 'demo-andina']) {
      expect(() =>
        operatorTarget({
          production: true,
          files,
          processEnv: { ...productionShell, FIREBASE_PROJECT_ID: project },
        }),
      ).toThrow(/--production needs the production settings in the environment/);
    }
  });

  it('keeps the seed to the emulators, whatever it is told', () => {
    expect(() =>
      operatorTarget({ production: true, files, processEnv: productionShell, emulatorsOnly: true }),
    ).toThrow('This command only runs against the emulators.');
    expect(
      operatorTarget({ production: false, files, processEnv: {}, emulatorsOnly: true }).target,
    ).toBe('emulators');
  });
});
