import { Icon } from '@/components/ui/icons';
import { groupCopy, supportCopy } from '@/content/support';
import { isMemberGroup } from '@/lib/members/client';
import type { NotificationDelivery } from '@/lib/notifications';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Santiago',
});

/** How many given-up notices the board lists; the API lists them all. */
const SHOWN = 3;

/** Handoff notices the outbox gave up on lately: staff learn the chat did not hear of them. */
export function UndeliveredNotices({ notices }: { notices: NotificationDelivery[] }) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="undelivered-notices" className="lg:col-span-2">
      <div className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <Icon name="info" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <h2 id="undelivered-notices" className="font-semibold">
            {supportCopy.undeliveredNotices(notices.length)}
          </h2>
          <p>{supportCopy.undeliveredHint}</p>
          <ul className="mt-2 grid gap-1">
            {notices.slice(0, SHOWN).map((notice) => (
              <li key={notice.id}>
                {isMemberGroup(notice.group) ? groupCopy[notice.group].name : notice.group} ·{' '}
                {notice.holder || supportCopy.unnamed} ·{' '}
                <time dateTime={notice.at}>{dateTime.format(new Date(notice.at))}</time> ·{' '}
                {notice.hook}: {notice.lastError}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
