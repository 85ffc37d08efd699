import Link from 'next/link';
import { incidentsCopy as copy } from '@/content/incidents';
import { formatChileDateTime } from '@/lib/format';
import { INCIDENT_ALERT_HOURS, isWatched, type IncidentView } from '@/lib/privacy/client';

/** The clock's mark an open incident has passed (72, 24), if the clock watches it. */
function passedMark(incident: IncidentView) {
  if (!isWatched(incident)) return undefined;
  return [...INCIDENT_ALERT_HOURS].reverse().find((hours) => incident.hoursOpen >= hours);
}

/** How long it has been open, marked once it passed 24 or 72 hours while the clock watches it. */
export function HoursOpen({ incident }: { incident: IncidentView }) {
  const mark = passedMark(incident);
  const hours =
    incident.status === 'abierto'
      ? copy.hoursOpen(incident.hoursOpen)
      : copy.hoursWhileOpen(incident.hoursOpen);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{hours}</span>
      {mark && (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${mark === 72 ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {copy.pastMark(mark)}
        </span>
      )}
    </span>
  );
}

/** The register: one card per incident, open ones first (as the API orders them). */
export function IncidentList({ incidents }: { incidents: IncidentView[] }) {
  if (incidents.length === 0) return <p className="text-ink-600">{copy.none}</p>;
  return (
    <ul className="grid gap-3">
      {incidents.map((incident) => (
        <li
          key={incident.id}
          className="rounded-card border border-ink-100 bg-white p-4 shadow-card"
        >
          <h3 className="font-bold">
            <Link
              href={`/soporte/privacidad/incidentes/${incident.id}`}
              className="text-brand-700 underline"
            >
              {incident.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-600">
            {copy.detected(formatChileDateTime(new Date(incident.detectedAt)))}
          </p>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold">{copy.fields.status}: </dt>
              <dd className="inline">{copy.statuses[incident.status]}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{copy.fields.risk}: </dt>
              <dd className="inline">{copy.risks[incident.risk]}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="sr-only">{copy.listTitle}</dt>
              <dd>
                <HoursOpen incident={incident} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
