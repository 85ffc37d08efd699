/**
 * Registers a staff user:
 * npm run user:create -- --email E --password P --nombre N [--telefono T] [--privacy]
 * `--privacy` also grants the privacy role (personal data, /soporte/datos). Against the local stack's emulators; against production only with `--production` and the
 * production settings in the environment (scripts/lib/operator-target.ts).
 */
import { parseArgs } from 'node:util';
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
  const { registerStaff } = await import('../lib/members');
  const { setPrivacyRole } = await import('../lib/auth/roles');
  const { privacy, ...account } = values;
  const result = await registerStaff(account);
  if (result.success) {
    console.log(`${result.message} (uid ${result.uid})`);
    if (!privacy) return;
    const role = await setPrivacyRole(account.email, true);
    (role.success ? console.log : console.error)(role.message);
    if (!role.success) process.exitCode = 1;
    return;
  }
  console.error(result.message);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
