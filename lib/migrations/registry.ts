import 'server-only';
import type { Migration } from '@/lib/firebase';
import { leadMigrations } from '@/lib/leads';
import { memberMigrations } from '@/lib/members';
import { privacyMigrations } from '@/lib/privacy';
import { shiftNoticesExpiryMigration } from './006-shift-notices-expiry';
import { shiftHistoryMigration } from './009-shift-history';
import { shiftCurrentMigration } from './010-shift-current';
import { calendarGroupLinksMigration } from './011-calendar-group-links';

/** A migration's number: the digits its id starts with. */
export const migrationNumber = (migration: Migration) => Number(migration.id.split('-')[0]);

/**
 * Every migration, in the order `npm run migrate` applies them: by number, whichever domain
 * owns it (each domain's own for its collections; the shift's here while they move).
 */
export const migrations: readonly Migration[] = [
  ...leadMigrations,
  ...privacyMigrations,
  ...memberMigrations,
  shiftNoticesExpiryMigration,
  shiftHistoryMigration,
  shiftCurrentMigration,
  calendarGroupLinksMigration,
].sort((a, b) => migrationNumber(a) - migrationNumber(b));
