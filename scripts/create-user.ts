/**
 * Registers a staff user: npm run user:create -- --email E --password P --nombre N [--telefono T]
 * With no configuration it targets the local stack's emulators (the defaults of `npm run dev`);
 * with FIREBASE_* credentials in the environment and no emulator hosts, a real Firebase project.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadStackEnv } from './lib/env-files';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: '' },
      password: { type: 'string', default: '' },
      nombre: { type: 'string', default: '' },
      telefono: { type: 'string', default: '' },
    },
  });
  Object.assign(process.env, loadStackEnv(path.resolve(__dirname, '..')));
  const { registerStaff } = await import('../lib/members');
  const result = await registerStaff(values);
  if (result.success) {
    console.log(`${result.message} (uid ${result.uid})`);
    return;
  }
  console.error(result.message);
  process.exitCode = 1;
}

void main();
