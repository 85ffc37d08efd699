/**
 * Seed data of the local stack (emulators only): the demo staff account. Safe to run again.
 */
import path from 'node:path';
import { loadStackEnv } from './lib/env-files';

async function main() {
  Object.assign(process.env, loadStackEnv(path.resolve(__dirname, '..')));
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The seed only runs against the emulators (FIREBASE_AUTH_EMULATOR_HOST).');
  }
  const { registerStaff } = await import('../lib/members');
  const result = await registerStaff({
    email: process.env.DEMO_STAFF_EMAIL ?? '',
    password: process.env.DEMO_STAFF_PASSWORD ?? '',
    nombre: 'Camila Rojas',
    telefono: '+56 9 8765 4321',
  });
  if (!result.success && result.message !== 'Este email ya está registrado') {
    throw new Error(`Demo staff account: ${result.message}`);
  }
  console.log(`Demo staff account ready: ${process.env.DEMO_STAFF_EMAIL}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
