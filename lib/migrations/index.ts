import 'server-only';

/**
 * Migrations of the stored layout (server entry, `npm run migrate`): the runner, which records
 * each migration applied in `migraciones`, and every domain's migrations in order.
 */
export { migrationCollections } from './records';
export { migrations, migrationNumber } from './registry';
export { runMigrations, type MigrationOutcome } from './runner';
