/**
 * Registers a staff user: npm run user:create -- --email E --password P --nombre N [--telefono T]
 * Against the local stack's emulators; against production only with `--production` and the
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
      ...productionOption,
    },
  });
  enterOperatorTarget(values.production);
  const { registerStaff } = await import('../lib/members');
  const result = await registerStaff(values);
  if (result.success) {
    console.log(`${result.message} (uid ${result.uid})`);
    return;
  }
  console.error(result.message);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
