import { toCsv } from '@/lib/csv';
import type { ProcessingActivity, Recipient } from './model';

/** A list in one cell: spreadsheets keep it whole, people read it as a list. */
const LIST_SEPARATOR = ' | ';

const recipientText = (recipient: Recipient) => `${recipient.nombre} (${recipient.pais})`;

/**
 * The record as a CSV in the hours report's format (lib/csv: `;`, BOM, CRLF, snake_case Spanish
 * headers), one row per activity, each list joined in its cell.
 */
export function processingRecordCsv(activities: readonly ProcessingActivity[]): string {
  const header = [
    'id',
    'finalidad',
    'base_legal',
    'titulares',
    'categorias_datos',
    'colecciones',
    'destinatarios',
    'plazo_conservacion',
    'medidas',
  ];
  return toCsv(
    header,
    activities.map((activity) => [
      activity.id,
      activity.finalidad,
      activity.baseLegal,
      activity.titulares.join(LIST_SEPARATOR),
      activity.categoriasDatos.join(LIST_SEPARATOR),
      activity.colecciones.join(LIST_SEPARATOR),
      activity.destinatarios.map(recipientText).join(LIST_SEPARATOR),
      activity.plazoConservacion.join(LIST_SEPARATOR),
      activity.medidas.join(LIST_SEPARATOR),
    ]),
  );
}
