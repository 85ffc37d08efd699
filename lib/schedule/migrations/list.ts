import 'server-only';
import type { Migration } from '@/lib/firebase';
import { shiftHistoryMigration } from './009-shift-history';
import { shiftCurrentMigration } from './010-shift-current';
import { calendarGroupLinksMigration } from './011-calendar-group-links';

/** The migrations of the schedule's collections (lib/migrations runs every domain's by number). */
export const scheduleMigrations: readonly Migration[] = [
  shiftHistoryMigration,
  shiftCurrentMigration,
  calendarGroupLinksMigration,
];
