import { deliveryStatusLabels, leadsDeskCopy as copy, leadStatusLabels } from '@/content/leads';
import {
  hasContactDetails,
  isWithheld,
  leadDestinationLabels,
  leadDestinations,
  leadLabels,
  meetingLabel,
  retryableStatuses,
  UTM_KEYS,
  type DeskLead,
  type Lead,
} from '@/lib/leads/client';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Santiago',
});

const tone: Record<string, string> = {
  held: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  forwarded: 'bg-emerald-100 text-emerald-900',
  blocked: 'bg-ink-100 text-ink-800',
};
const pill = (status: string) =>
  `inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status] ?? 'bg-brand-50 text-brand-900'}`;

/** A lead's contact details and the visit it came from: privacy staff alone get them. */
function ContactDetails({ lead }: { lead: Lead }) {
  const utm = UTM_KEYS.flatMap((key) => (lead.utm?.[key] ? [lead.utm[key]] : []));
  const details: [string, string][] = [
    [leadLabels.email, lead.email],
    [leadLabels.phone, lead.phone],
    [leadLabels.jobTitle, lead.jobTitle],
    [leadLabels.city, lead.city],
    [copy.visitLabel, utm.join(' · ')],
  ];
  return (
    <div className="mt-2 border-t border-ink-100 pt-2">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-ink-700">
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-600">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {lead.demoDescription && (
        <details className="mt-1">
          <summary className="cursor-pointer text-ink-700">{leadLabels.demoDescription}</summary>
          <p className="break-words whitespace-pre-line text-ink-800">{lead.demoDescription}</p>
        </details>
      )}
      {lead.consent && <p className="text-ink-600">{copy.consent(lead.consent.version)}</p>}
    </div>
  );
}

/** How long the lead waits, or waited, for sales' first contact, in business minutes. */
function FirstContact({ contact }: { contact: NonNullable<Lead['contact']> }) {
  const text =
    contact.contactedAt === null
      ? copy.waiting(contact.businessMinutes)
      : copy.contacted(contact.businessMinutes);
  return (
    <p className={`mt-1 ${contact.late ? 'font-semibold text-red-800' : 'text-ink-700'}`}>
      {text}
      {contact.late && ` · ${copy.late}`}
    </p>
  );
}

/**
 * One lead: when, who, which company, and where it stands at each destination; its contact
 * details when the desk got them (privacy staff); of a blocked lead that it is blocked, when the
 * desk got nothing more.
 */
export function LeadRow({
  lead,
  odooUrl,
  busy,
  onRetry,
}: {
  lead: DeskLead;
  odooUrl: string | null;
  busy: boolean;
  onRetry: (id: string) => void;
}) {
  if (isWithheld(lead)) {
    return (
      <li className="rounded-card border border-ink-100 bg-white p-4 text-sm shadow-card">
        <span className={pill(lead.status)}>{leadStatusLabels[lead.status]}</span>{' '}
        <span className="text-ink-700">{copy.withheld}</span>
      </li>
    );
  }
  const retryable = leadDestinations.some((name) =>
    (retryableStatuses as readonly string[]).includes(lead.destinations[name]?.status ?? ''),
  );
  const deliveries = leadDestinations.flatMap((name) => {
    const delivery = lead.destinations[name];
    return delivery ? [{ name, delivery }] : [];
  });
  return (
    <li className="grid gap-2 rounded-card border border-ink-100 bg-white p-4 text-sm shadow-card sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-4">
      <div>
        <time dateTime={lead.createdAt} className="text-ink-600">
          {dateTime.format(new Date(lead.createdAt))}
        </time>
        <p className="mt-1">
          <span className={pill(lead.status)}>{leadStatusLabels[lead.status]}</span>
        </p>
        {lead.contact && <FirstContact contact={lead.contact} />}
        {lead.meeting && (
          <p
            className={`mt-1 ${lead.meeting.status === 'agendada' ? 'font-semibold text-emerald-900' : 'text-ink-600'}`}
          >
            {meetingLabel(lead.meeting)}
          </p>
        )}
        {lead.acknowledgement && (
          <p className="mt-1 text-ink-700">{copy.acknowledgement[lead.acknowledgement]}</p>
        )}
      </div>
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{lead.name}</p>
        <p className="text-ink-700">
          {lead.company} · {lead.country}
        </p>
        {lead.page && <p className="text-ink-600">{lead.page}</p>}
        {hasContactDetails(lead) && <ContactDetails lead={lead} />}
      </div>
      <div className="min-w-0">
        {deliveries.length === 0 && <p className="text-ink-600">{copy.noDestination}</p>}
        <ul className="grid gap-1.5">
          {deliveries.map(({ name, delivery }) => (
            <li key={name}>
              <span className="font-semibold">{leadDestinationLabels[name]}: </span>
              <span className={pill(delivery.status)}>
                {deliveryStatusLabels[delivery.status]}
              </span>{' '}
              <span className="text-ink-600">{copy.attempts(delivery.attempts)}</span>
              {name === 'odoo' && delivery.upstreamId && odooUrl && (
                <>
                  {' · '}
                  <a
                    href={`${odooUrl}/odoo/crm/${encodeURIComponent(delivery.upstreamId)}`}
                    className="font-semibold text-brand-700 underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {copy.openInOdoo} #{delivery.upstreamId}
                  </a>
                </>
              )}
              {delivery.lastError && delivery.status !== 'forwarded' && (
                <p className="text-ink-700">{delivery.lastError}</p>
              )}
            </li>
          ))}
        </ul>
        {retryable && (
          <button
            type="button"
            className="mt-2 rounded-xl px-3 py-1.5 text-sm font-semibold ring-1 ring-ink-200 transition hover:bg-ink-50 disabled:opacity-60"
            disabled={busy}
            onClick={() => onRetry(lead.id)}
          >
            {copy.retry}
            <span className="sr-only">: {lead.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
