import 'server-only';
import type { Migration } from '@/lib/firebase';
import { leadDestinationsMigration } from './001-destinations';
import { leadEmailMigration } from './002-email-normalized';
import { leadExpiryMigration } from './003-expiry';
import { leadMessagesExpiryMigration } from './004-messages-expiry';

/** The migrations of the leads' collections (lib/migrations runs every domain's by number). */
export const leadMigrations: readonly Migration[] = [
  leadDestinationsMigration,
  leadEmailMigration,
  leadExpiryMigration,
  leadMessagesExpiryMigration,
];
