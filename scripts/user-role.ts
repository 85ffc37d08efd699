/**
 * Grants or removes a staff user's privacy role (personal data, /soporte/datos):
 * npm run user:role -- --email E --privacy on|off
 * Removing it also closes the user's sessions. Like user:create, it targets the local emulators,
 * and production only with `--production`.
 */
import { parseArgs } from 'node:util';
import { reportOutcome, runCommand } from './lib/operator-command';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: '' },
      privacy: { type: 'string', default: '' },
      ...productionOption,
    },
  });
  if (values.privacy !== 'on' && values.privacy !== 'off') {
    console.error('Indica --privacy on o --privacy off');
    process.exitCode = 1;
    return;
  }
  enterOperatorTarget(values.production);
  const { setPrivacyRole } = await import('../lib/auth/accounts');
  reportOutcome(await setPrivacyRole(values.email, values.privacy === 'on'));
}

runCommand(main);
