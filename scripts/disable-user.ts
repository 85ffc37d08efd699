/**
 * Offboards a staff user: npm run user:disable -- --email E
 * Revokes every session, ends the board access and calendar links, removes the staff claim and
 * disables the account. Like user:create, it targets the local emulators, and production only
 * with `--production`.
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string', default: '' }, ...productionOption },
  });
  enterOperatorTarget(values.production);
  const { disableStaff } = await import('../lib/members');
  const result = await disableStaff(values.email);
  if (result.success) {
    console.log(result.message);
    return;
  }
  console.error(result.message);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
