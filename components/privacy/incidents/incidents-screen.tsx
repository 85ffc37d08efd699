import 'server-only';
import { Panel } from '@/components/support/panel';
import { StaffPage } from '@/components/support/staff-page';
import { incidentsCopy as copy } from '@/content/incidents';
import { privacyStaffCopy } from '@/content/privacy';
import { log } from '@/lib/log';
import {
  listIncidents,
  undeliveredIncidentAlerts,
  type IncidentView,
  type UndeliveredAlert,
} from '@/lib/privacy';
import { IncidentForm } from './incident-form';
import { IncidentList } from './incident-list';

async function register(): Promise<{
  incidents: IncidentView[];
  undelivered: UndeliveredAlert[];
} | null> {
  try {
    const [incidents, undelivered] = await Promise.all([
      listIncidents(),
      undeliveredIncidentAlerts(),
    ]);
    return { incidents, undelivered };
  } catch (error) {
    log.error('privacy', 'Loading the incident register failed', error);
    return null;
  }
}

/** /soporte/privacidad/incidentes (privacy staff): the register and the form of a new incident. */
export async function IncidentsScreen({ userName }: { userName: string }) {
  const loaded = await register();
  return (
    <StaffPage
      copy={copy}
      userName={userName}
      links={[{ href: '/soporte/datos', label: privacyStaffCopy.toPrivacy }]}
      unavailable={loaded === null}
    >
      {loaded && loaded.undelivered.length > 0 && (
        <div role="alert" className="mx-auto mt-6 max-w-7xl px-5 lg:px-8">
          <p className="font-semibold text-red-800">{copy.undeliveredTitle}</p>
          <ul className="mt-1 list-disc pl-5 text-red-800">
            {loaded.undelivered.map((alert) => (
              <li key={`${alert.incidentId}-${alert.hours}-${alert.reason}`}>
                {copy.undelivered(alert.hours, alert.title, alert.status, alert.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <main className="mx-auto grid max-w-7xl items-start gap-8 px-5 py-8 lg:grid-cols-[3fr_2fr] lg:px-8">
        <section aria-labelledby="incidents-list" className="grid content-start gap-4">
          <div>
            <h2 id="incidents-list" className="text-lg font-bold">
              {copy.listTitle}
            </h2>
            <p className="text-sm text-ink-600">{copy.listHint}</p>
          </div>
          <IncidentList incidents={loaded?.incidents ?? []} />
        </section>
        <Panel id="incident-new" heading="h2" title={copy.formTitle} subtitle={copy.formHint}>
          <div className="mt-4">
            <IncidentForm />
          </div>
        </Panel>
      </main>
    </StaffPage>
  );
}
