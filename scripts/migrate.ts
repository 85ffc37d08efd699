/**
 * Brings the stored data to the current layout: applies, in order, each numbered migration not
 * yet recorded in `migraciones` (lib/migrations), and records it. Idempotent: a second run
 * changes nothing. Deploy runs it before a release serves (docs/deploy.md, Migrations before a release serves).
 * npm run migrate [-- --production]. It targets the local stack's emulators, and production only
 * with `--production` (scripts/lib/operator-target.ts). Exits 1 when a migration fails (the
 * ones before it stay recorded; the next run starts again from it).
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({ options: { ...productionOption } });
  enterOperatorTarget(values.production);
  const { adminDb } = await import('../lib/firebase');
  const { migrations, runMigrations } = await import('../lib/migrations');
  const outcomes = await runMigrations(adminDb(), migrations);
  for (const outcome of outcomes) {
    console.log(
      outcome.ran
        ? `${outcome.id}: applied, ${outcome.changed} documents changed`
        : `${outcome.id}: already applied (${outcome.ranAt.toISOString()})`,
    );
  }
  const applied = outcomes.filter((outcome) => outcome.ran).length;
  console.log(`Migrations applied: ${applied} of ${outcomes.length}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
