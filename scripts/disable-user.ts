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
    // The member record stays (the history names it), and so would its place in the calendar.
    const { scheduledMemberWarning } = await import('../lib/schedule');
    const warning = await scheduledMemberWarning('equipo', result.uid);
    if (warning) console.warn(`Atención: ${warning}.`);
    return;
  }
  console.error(result.message);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
