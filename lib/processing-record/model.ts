/**
 * The record of processing's shape (registro de actividades de tratamiento, Ley 21.719): the
 * contract's fields (docs/contracts.md, How the record of processing is built), with Spanish
 * values for the Agency and privacy staff.
 */

/** One activity per purpose; the page titles each by its id (content/processing-record.ts). */
export const ACTIVITY_IDS = [
  'leads',
  'reservas',
  'solicitudes-derechos',
  'cuentas-personal',
  'miembros-turnos',
  'auditoria',
  'avisos-chat',
  'incidentes-seguridad',
  'proteccion-formularios',
] as const;

export type ActivityId = (typeof ACTIVITY_IDS)[number];

/** An outside service that receives personal data, with the country it sends them to. */
export interface Recipient {
  nombre: string;
  pais: string;
}

export interface ProcessingActivity {
  id: ActivityId;
  finalidad: string;
  baseLegal: string;
  titulares: string[];
  categoriasDatos: string[];
  /** The Firestore collections that hold this activity's data. */
  colecciones: string[];
  destinatarios: Recipient[];
  plazoConservacion: string[];
  medidas: string[];
}
