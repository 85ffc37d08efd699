import { deliveryStatusLabels, leadsDeskCopy as copy, leadStatusLabels } from '@/content/leads';
import {
  leadDestinationLabels,
  leadDestinations,
  retryableStatuses,
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

/** One lead: when, who, which company, and where it stands at each destination. */
export function LeadRow({
  lead,
  odooUrl,
  busy,
  onRetry,
}: {
  lead: Lead;
  odooUrl: string | null;
  busy: boolean;
  onRetry: (id: string) => void;
}) {
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
      </div>
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{lead.name}</p>
        <p className="text-ink-700">
          {lead.company} · {lead.country}
        </p>
        {lead.page && <p className="text-ink-600">{lead.page}</p>}
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
