import 'server-only';
import { ToastProvider } from '@/components/ui/toast';
import { supportCopy } from '@/content/support';
import { firebaseClientConfig } from '@/lib/firebase';
import { leadsNeedingAttention } from '@/lib/leads';
import { log } from '@/lib/log';
import { listMembers, memberGroups, type MemberGroup } from '@/lib/members';
import {
  SHIFT_HISTORY_LENGTH,
  shiftConfirmation,
  shiftHistory,
  type ShiftConfirmation,
} from '@/lib/schedule';
import {
  listNotifications,
  userGroupTroubles,
  type ShiftNotification,
  type UserGroupTrouble,
} from '@/lib/notifications';
import { GroupColumn } from './group-column';
import { LiveBoard } from './live-board';
import { SupportHeader } from './support-header';
import { UndeliveredNotifications } from './undelivered-notifications';
import type { GroupData } from './use-group-data';
import { DAY_MS } from '@/lib/time';

async function load(group: MemberGroup): Promise<{ data: GroupData; error?: string }> {
  try {
    const [members, history] = await Promise.all([
      listMembers(group),
      shiftHistory(group, SHIFT_HISTORY_LENGTH),
    ]);
    return { data: { members, history } };
  } catch (error) {
    log.error('support', `Loading ${group} for /soporte failed`, error);
    return { data: { members: [], history: [] }, error: supportCopy.dataUnavailable };
  }
}

/** The group's latest handoff and its confirmation (none when it cannot be read: logged). */
async function confirmationOf(group: MemberGroup): Promise<ShiftConfirmation | null> {
  try {
    return await shiftConfirmation(group);
  } catch (error) {
    log.error('support', `Reading ${group}'s confirmation for /soporte failed`, error);
    return null;
  }
}

const NOTIFICATION_WINDOW_MS = 7 * DAY_MS;

/**
 * The handoff notifications given up in the last week, or held (Slack refusing the app), newest
 * first (none when they cannot be read: logged).
 */
async function undeliveredNotifications(): Promise<ShiftNotification[]> {
  try {
    const since = new Date(Date.now() - NOTIFICATION_WINDOW_MS);
    const [failed, held] = await Promise.all([
      listNotifications(100, { status: 'failed', since }),
      listNotifications(100, { status: 'held', since }),
    ]);
    return [...failed, ...held].sort((a, b) => b.at.localeCompare(a.at));
  } catch (error) {
    log.error('support', 'Reading the undelivered shift notifications failed', error);
    return [];
  }
}

/** The Slack user groups not on their holder (none when they cannot be read: logged). */
async function userGroupsBehind(): Promise<UserGroupTrouble[]> {
  try {
    return await userGroupTroubles();
  } catch (error) {
    log.error('support', 'Reading the Slack user groups failed', error);
    return [];
  }
}

/** Held and failed leads, for the header (null when they cannot be counted: logged). */
async function leadsWaiting(): Promise<number | null> {
  try {
    const { held, failed } = await leadsNeedingAttention();
    return held + failed;
  } catch (error) {
    log.error('support', 'Counting the held and failed leads failed', error);
    return null;
  }
}

/**
 * The support-shift screen (docs/product.md): header, then the Equipo and Agencia columns (stacked
 * on small screens), rendered from the server's read and then kept live in the browser.
 */
export async function SupportScreen({
  userName,
  userEmail,
  privacy,
}: {
  userName: string;
  userEmail: string;
  /** Whether the user is privacy staff (the link to /soporte/datos). */
  privacy: boolean;
}) {
  const [columns, confirmations, notifications, leadsToReview, userGroups] = await Promise.all([
    Promise.all(memberGroups.map(load)),
    Promise.all(memberGroups.map(confirmationOf)),
    undeliveredNotifications(),
    leadsWaiting(),
    userGroupsBehind(),
  ]);
  return (
    <ToastProvider>
      <SupportHeader userName={userName} privacy={privacy} leadsNeedingAttention={leadsToReview} />
      <LiveBoard config={firebaseClientConfig()}>
        <main className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-5 py-8 lg:grid-cols-2 lg:px-8 lg:py-10">
          <UndeliveredNotifications notifications={notifications} userGroups={userGroups} />
          {memberGroups.map((group, index) => (
            <GroupColumn
              key={group}
              group={group}
              initial={columns[index]!.data}
              initialError={columns[index]!.error}
              confirmation={confirmations[index]!}
              userEmail={userEmail}
            />
          ))}
        </main>
      </LiveBoard>
    </ToastProvider>
  );
}
