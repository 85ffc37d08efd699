/**
 * Offboards a staff user: npm run user:disable -- --email E
 * Revokes every session, ends the board access and calendar links, removes the staff claim and
 * disables the account. Like user:create, it targets the local emulators, and production only
 * with `--production`.
 */
import { parseArgs } from 'node:util';
import { reportOutcome, runCommand } from './lib/operator-command';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string', default: '' }, ...productionOption },
  });
  enterOperatorTarget(values.production);
  const { disableStaff } = await import('../lib/staff-accounts');
  const result = await disableStaff(values.email);
  if (!reportOutcome(result)) return;
  // The member record stays (the history names it), and so would its place in the calendar.
  const { scheduledMemberWarning } = await import('../lib/schedule');
  const warning = await scheduledMemberWarning('equipo', result.uid);
  if (warning) console.warn(`Atención: ${warning}.`);
}

runCommand(main);
