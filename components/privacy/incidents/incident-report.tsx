import 'server-only';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Panel } from '@/components/support/panel';
import { StaffPage } from '@/components/support/staff-page';
import { company } from '@/content/company';
import { incidentsCopy as copy } from '@/content/incidents';
import { privacyStaffCopy } from '@/content/privacy';
import { formatChileDateTime } from '@/lib/format';
import { log } from '@/lib/log';
import { findIncident, INCIDENT_ALERT_HOURS, type IncidentView } from '@/lib/privacy';
import { IncidentForm } from './incident-form';
import { HoursOpen } from './incident-list';
import { PrintButton } from './print-button';

const when = (iso: string | undefined) => (iso ? formatChileDateTime(new Date(iso)) : copy.notYet);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-ink-100 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * One incident (privacy staff; unknown: 404; the data service down: the page says so): a printable report with what the Agency asks (who is
 * responsible and how to reach them, the breach, the data and people affected, the risk, the
 * notifications, every decision taken with who and when), and below it, not printed, its change.
 */
export async function IncidentReport({ id, userName }: { id: string; userName: string }) {
  const links = [
    { href: '/soporte/privacidad/incidentes', label: copy.back },
    { href: '/soporte/datos', label: privacyStaffCopy.toPrivacy },
  ];
  let incident: IncidentView | null;
  try {
    incident = await findIncident(id);
  } catch (error) {
    log.error('privacy', 'Loading an incident failed', error);
    return (
      <StaffPage copy={copy} userName={userName} links={links} unavailable>
        {null}
      </StaffPage>
    );
  }
  if (!incident) notFound();
  const r = copy.report;
  const alerts = INCIDENT_ALERT_HOURS.flatMap((hours) => {
    const at = incident.alertsSentAt[hours];
    return at ? [r.alertSent(hours, when(at))] : [];
  });
  return (
    <StaffPage copy={copy} userName={userName} links={links}>
      <main className="mx-auto grid max-w-4xl gap-8 px-5 py-8 lg:px-8 print:max-w-none print:p-0">
        <article
          aria-labelledby="incident-report"
          className="min-w-0 rounded-card bg-white p-5 shadow-card sm:p-8 print:shadow-none"
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold text-ink-600">{r.heading}</p>
              <h2 id="incident-report" className="text-2xl font-bold">
                {incident.title}
              </h2>
            </div>
            <PrintButton label={copy.print} />
          </div>
          <p className="mt-3 text-sm text-ink-600">{r.intro}</p>
          <dl className="mt-6">
            <Row label={r.controller}>{company.legalName}</Row>
            <Row label={r.contact}>{company.email}</Row>
            <Row label={r.reference}>{incident.id}</Row>
            <Row label={r.detection}>
              {when(incident.detectedAt)}
              {'\n'}
              <HoursOpen incident={incident} />
            </Row>
            <Row label={r.description}>{incident.description}</Row>
            <Row label={r.categories}>
              {incident.dataCategories.map((category) => copy.categories[category]).join(', ')}
            </Row>
            <Row label={r.people}>{incident.peopleAffected ?? copy.unknownPeople}</Row>
            <Row label={r.sensitive}>{incident.sensitive ? copy.yes : copy.no}</Row>
            <Row label={r.risk}>{copy.risks[incident.risk]}</Row>
            <Row label={r.status}>{copy.statuses[incident.status]}</Row>
            <Row label={r.agency}>{when(incident.agencyNotifiedAt)}</Row>
            <Row label={r.peopleNotified}>
              {incident.sensitive ? when(incident.peopleNotifiedAt) : copy.no}
            </Row>
            <Row label={r.alerts}>{alerts.length > 0 ? alerts.join('\n') : r.noAlerts}</Row>
          </dl>
          <h3 className="mt-6 text-lg font-bold">{r.decisions}</h3>
          <ol className="mt-2 divide-y divide-ink-100 border-y border-ink-100">
            {incident.decisions.map((decision, index) => (
              <li key={index} className="grid gap-1 py-3">
                <p className="text-sm text-ink-600">
                  <time dateTime={decision.at}>{when(decision.at)}</time> · {decision.by}
                </p>
                <p className="whitespace-pre-line">{decision.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-ink-600">
            {r.recordedBy(incident.createdBy, when(incident.createdAt))}
          </p>
        </article>
        <div className="min-w-0 print:hidden">
          <Panel
            id="incident-update"
            heading="h2"
            title={copy.updateTitle}
            subtitle={copy.updateHint}
          >
            <div className="mt-4 grid gap-4">
              <IncidentForm incident={incident} />
              <Link
                href="/soporte/privacidad/incidentes"
                className="text-sm font-semibold text-brand-700 underline"
              >
                {copy.back}
              </Link>
            </div>
          </Panel>
        </div>
      </main>
    </StaffPage>
  );
}
