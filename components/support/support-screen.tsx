import 'server-only';
import { ToastProvider } from '@/components/ui/toast';
import { supportCopy } from '@/content/support';
import { firebaseClientConfig } from '@/lib/firebase';
import { log } from '@/lib/log';
import { listMembers, SHIFT_HISTORY_LENGTH, shiftHistory, type MemberGroup } from '@/lib/members';
import { listNotifications, type NotificationDelivery } from '@/lib/notifications';
import { GroupColumn } from './group-column';
import { LiveBoard } from './live-board';
import { SupportHeader } from './support-header';
import { UndeliveredNotices } from './undelivered-notices';
import type { GroupData } from './use-group-data';

const groups: MemberGroup[] = ['equipo', 'agencia'];

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

const NOTICE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The handoff notices given up in the last week (none when they cannot be read: logged). */
async function undeliveredNotices(): Promise<NotificationDelivery[]> {
  try {
    const since = new Date(Date.now() - NOTICE_WINDOW_MS);
    return await listNotifications(100, { status: 'failed', since });
  } catch (error) {
    log.error('support', 'Reading the undelivered shift notices failed', error);
    return [];
  }
}

/**
 * The support-shift screen (docs/product.md): header, then the Equipo and Agencia columns (stacked
 * on small screens), rendered from the server's read and then kept live in the browser.
 */
export async function SupportScreen({ userName }: { userName: string }) {
  const [columns, notices] = await Promise.all([
    Promise.all(groups.map(load)),
    undeliveredNotices(),
  ]);
  return (
    <ToastProvider>
      <SupportHeader userName={userName} />
      <LiveBoard config={firebaseClientConfig()}>
        <main className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-5 py-8 lg:grid-cols-2 lg:px-8 lg:py-10">
          <UndeliveredNotices notices={notices} />
          {groups.map((group, index) => (
            <GroupColumn
              key={group}
              group={group}
              initial={columns[index]!.data}
              initialError={columns[index]!.error}
            />
          ))}
        </main>
      </LiveBoard>
    </ToastProvider>
  );
}
