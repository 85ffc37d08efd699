import 'server-only';
import { Icon } from '@/components/ui/icons';
import { leadsDeskCopy as copy } from '@/content/leads';
import { privacyStaffCopy } from '@/content/privacy';
import { env } from '@/lib/env';
import {
  heldDestinations,
  leadDestinationLabels,
  listLeads,
  maskContactDetails,
  medianFirstContactMinutes,
} from '@/lib/leads';
import { log } from '@/lib/log';
import { StaffPage } from '@/components/support/staff-page';
import { LeadsDesk } from './leads-desk';

async function load(privacy: boolean) {
  try {
    const [page, held, median] = await Promise.all([
      listLeads({ limit: 50, privacy }),
      heldDestinations(),
      medianFirstContactMinutes(),
    ]);
    // Odoo's message, masked for staff without the privacy role, like the leads' errors.
    const masked = held.map((outage) =>
      privacy ? outage : { ...outage, reason: maskContactDetails(outage.reason) },
    );
    return { page, held: masked, median };
  } catch (error) {
    log.error('leads', 'Loading the leads desk failed', error);
    return null;
  }
}

/** /soporte/leads: every lead and where it stands, with a banner while a destination refuses us. */
export async function LeadsScreen({
  userName,
  privacy,
}: {
  userName: string;
  /**
   * Whether the user is privacy staff: the link to /soporte/datos, the leads' contact details
   * (left out on the server otherwise, so no client component ever gets them) and the CSV.
   */
  privacy: boolean;
}) {
  const loaded = await load(privacy);
  return (
    <StaffPage
      copy={copy}
      userName={userName}
      links={privacy ? [{ href: '/soporte/datos', label: privacyStaffCopy.toPrivacy }] : []}
      unavailable={loaded === null}
    >
      {loaded?.held.map((outage) => (
        <section
          key={outage.destination}
          aria-labelledby={`held-${outage.destination}`}
          className="mx-auto mt-6 max-w-7xl px-5 lg:px-8"
        >
          <div className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <Icon name="info" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0">
              <h2 id={`held-${outage.destination}`} className="font-semibold">
                {copy.heldBanner(leadDestinationLabels[outage.destination])}
              </h2>
              <p>{outage.reason}</p>
              <p>{copy.heldHint}</p>
            </div>
          </div>
        </section>
      ))}
      <LeadsDesk
        initial={loaded?.page ?? { leads: [], nextCursor: null }}
        medianMinutes={loaded?.median ?? null}
        odooUrl={env.ODOO_URL ?? null}
        canExport={privacy}
      />
    </StaffPage>
  );
}
