/**
 * Registers a staff user:
 * npm run user:create -- --email E --password P --nombre N [--telefono T] [--privacy]
 * `--privacy` also grants the privacy role (personal data, /soporte/datos). Against the local stack's emulators; against production only with `--production` and the
 * production settings in the environment (scripts/lib/operator-target.ts).
 */
import { parseArgs } from 'node:util';
import { reportOutcome, runCommand } from './lib/operator-command';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: '' },
      password: { type: 'string', default: '' },
      nombre: { type: 'string', default: '' },
      telefono: { type: 'string', default: '' },
      privacy: { type: 'boolean', default: false },
      ...productionOption,
    },
  });
  enterOperatorTarget(values.production);
  const { registerStaff } = await import('../lib/staff-accounts');
  const { setPrivacyRole } = await import('../lib/auth/accounts');
  const { privacy, ...account } = values;
  const result = await registerStaff(account);
  const created = reportOutcome(
    result.success ? { ...result, message: `${result.message} (uid ${result.uid})` } : result,
  );
  if (created && privacy) reportOutcome(await setPrivacyRole(account.email, true));
}

runCommand(main);
