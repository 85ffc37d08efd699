import 'server-only';
import type { Migration } from '@/lib/firebase';
import { privacyRecordsExpiryMigration } from './005-records-expiry';

/** The migrations of the personal-data collections (lib/migrations runs them by number). */
export const privacyMigrations: readonly Migration[] = [privacyRecordsExpiryMigration];
