import 'server-only';
import type { Migration } from '@/lib/firebase';
import { shiftNoticesExpiryMigration } from './006-shift-notices-expiry';

/** The migrations of the shift's notices (lib/migrations runs every domain's by number). */
export const notificationMigrations: readonly Migration[] = [shiftNoticesExpiryMigration];
