import { toCsv } from '@/lib/csv';
import { leadDestinations, type Lead } from './model';

/** The date and time of Chile, as a spreadsheet sorts it (`2026-11-27 09:05`). */
const santiago = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Santiago',
});

const header = [
  'fecha',
  'nombre',
  'email',
  'empresa',
  'cargo',
  'telefono',
  'pais',
  'ciudad',
  'descripcion',
  'estado',
  'odoo_estado',
  'odoo_id',
  'servicio_estado',
  'intentos',
  'ultimo_error',
  'pagina',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/**
 * The leads desk's CSV (docs/contracts.md, Leads desk): one row per lead, in the hours report's
 * format (the one CSV writer: UTF-8 with BOM, `;`, spreadsheet-safe cells), dates in Chile's time.
 */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => {
    const { odoo, upstream } = lead.destinations;
    const attempts = leadDestinations.reduce(
      (sum, name) => sum + (lead.destinations[name]?.attempts ?? 0),
      0,
    );
    const errors = leadDestinations.flatMap((name) => lead.destinations[name]?.lastError ?? []);
    return [
      santiago.format(new Date(lead.createdAt)),
      lead.name,
      lead.email,
      lead.company,
      lead.jobTitle,
      lead.phone,
      lead.country,
      lead.city,
      lead.demoDescription,
      lead.status,
      odoo?.status ?? '',
      odoo?.upstreamId ?? '',
      upstream?.status ?? '',
      attempts,
      errors.join(' | '),
      lead.page ?? '',
      lead.utm?.source ?? '',
      lead.utm?.medium ?? '',
      lead.utm?.campaign ?? '',
    ];
  });
  return toCsv(header, rows);
}
