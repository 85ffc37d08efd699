import 'server-only';
import type { Migration } from '@/lib/firebase';
import { leadMigrations } from '@/lib/leads';
import { memberMigrations } from '@/lib/members';
import { notificationMigrations } from '@/lib/notifications';
import { privacyMigrations } from '@/lib/privacy';
import { scheduleMigrations } from '@/lib/schedule';

/** A migration's number: the digits its id starts with. */
export const migrationNumber = (migration: Migration) => Number(migration.id.split('-')[0]);

/**
 * Every migration, in the order `npm run migrate` applies them: by number, whichever domain
 * owns it (each domain the migrations of its own collections).
 */
export const migrations: readonly Migration[] = [
  ...leadMigrations,
  ...privacyMigrations,
  ...memberMigrations,
  ...notificationMigrations,
  ...scheduleMigrations,
].sort((a, b) => migrationNumber(a) - migrationNumber(b));
