import 'server-only';
import type { Migration } from '@/lib/firebase';
import { memberEmailMigration } from './007-email';
import { memberDatesMigration } from './008-dates';

/** The migrations of the member records (lib/migrations runs every domain's by number). */
export const memberMigrations: readonly Migration[] = [memberEmailMigration, memberDatesMigration];
