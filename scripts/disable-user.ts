/**
 * Offboards a staff user: npm run user:disable -- --email E
 * Revokes every session, removes the staff claim and disables the account. Like user:create,
 * it targets the local emulators by default and a real project with FIREBASE_* credentials.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadStackEnv } from './lib/env-files';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string', default: '' } } });
  Object.assign(process.env, loadStackEnv(path.resolve(__dirname, '..')));
  const { disableStaff } = await import('../lib/members');
  const result = await disableStaff(values.email);
  if (result.success) {
    console.log(result.message);
    return;
  }
  console.error(result.message);
  process.exitCode = 1;
}

void main();
