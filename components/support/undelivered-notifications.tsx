import { Icon } from '@/components/ui/icons';
import { groupCopy, supportCopy } from '@/content/support';
import { isMemberGroup } from '@/lib/members/client';
import type { ShiftNotification, UserGroupTrouble } from '@/lib/notifications';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Santiago',
});

/** How many given-up notifications the board lists; the API lists them all. */
const SHOWN = 3;

/**
 * Handoff notifications the outbox gave up on lately, or that Slack holds, and Slack user groups
 * not on the holder: staff learn the chat did not hear of them.
 */
export function UndeliveredNotifications({
  notifications,
  userGroups,
}: {
  notifications: ShiftNotification[];
  userGroups: UserGroupTrouble[];
}) {
  if (notifications.length === 0 && userGroups.length === 0) return null;
  return (
    <section aria-labelledby="undelivered-notifications" className="lg:col-span-2">
      <div className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <Icon name="info" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <h2 id="undelivered-notifications" className="font-semibold">
            {notifications.length > 0
              ? supportCopy.undeliveredNotifications(notifications.length)
              : supportCopy.userGroupsBehind}
          </h2>
          <p>
            {notifications.length > 0 ? supportCopy.undeliveredHint : supportCopy.userGroupsHint}
          </p>
          <ul className="mt-2 grid gap-1">
            {notifications.slice(0, SHOWN).map((notification) => (
              <li key={notification.id}>
                {isMemberGroup(notification.group)
                  ? groupCopy[notification.group].name
                  : notification.group}{' '}
                · {notification.holder || supportCopy.unnamed} ·{' '}
                <time dateTime={notification.at}>{dateTime.format(new Date(notification.at))}</time>{' '}
                · {notification.hook}: {notification.lastError}
              </li>
            ))}
            {userGroups.map((trouble) => (
              <li key={trouble.group}>
                {supportCopy.userGroupOf(groupCopy[trouble.group].name)} ·{' '}
                {trouble.holder || supportCopy.unnamed} · {trouble.lastError}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
