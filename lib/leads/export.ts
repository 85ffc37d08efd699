import { CSV_BOM, csvLines, type CsvCell } from '@/lib/csv';
import { log } from '@/lib/log';
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

function leadRow(lead: Lead): CsvCell[] {
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
}

/**
 * Told the rows sent so far before each page of them leaves, and once more, `complete`, when
 * the file is whole (the export's audit).
 */
export type ExportProgress = (rows: number, complete: boolean) => Promise<void>;

/**
 * The leads desk's CSV (docs/contracts.md, Leads desk), streamed a page of leads at a time, so
 * memory holds a page, not every lead: one row per lead, in the hours report's format (the one
 * CSV writer: UTF-8 with BOM, `;`, spreadsheet-safe cells), dates in Chile's time.
 *
 * The first page is read, and `progress` told, before the stream is answered: a failure there
 * is the route's plain 503, not a file. A failure later errors the stream, which aborts the
 * download (the connection closes without the end of the chunked body): a browser marks it
 * failed, so a half file never looks complete. A CSV has no end marker of its own.
 */
export async function leadsCsvStream(
  pages: AsyncIterable<readonly Lead[]>,
  progress: ExportProgress,
): Promise<ReadableStream<Uint8Array>> {
  const iterator = pages[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const first = await iterator.next();
  const firstPage = first.done ? [] : first.value;
  let rows = firstPage.length;
  await progress(rows, false);
  let head: Uint8Array | null = encoder.encode(
    `${CSV_BOM}${csvLines([header, ...firstPage.map(leadRow)])}`,
  );
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (head) {
        controller.enqueue(head);
        head = null;
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          await progress(rows, true);
          controller.close();
          return;
        }
        await progress(rows + next.value.length, false);
        controller.enqueue(encoder.encode(csvLines(next.value.map(leadRow))));
        rows += next.value.length;
      } catch (error) {
        log.error('leads', `The leads export stopped after ${rows} rows: download cut`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
