import * as z from '@/lib/zod';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_RISKS,
  INCIDENT_STATUSES,
  type IncidentCategory,
  type IncidentRisk,
  type IncidentStatus,
} from './model';

/** The Spanish messages of the incident routes and forms (one place: the form shows the same). */
export const incidentMessages = {
  title: 'Escribe un título de hasta 200 caracteres',
  description: 'Describe el incidente (hasta 5000 caracteres)',
  instant: 'Usa una fecha y hora con zona horaria, por ejemplo 2026-12-01T09:30:00-03:00',
  future: 'La fecha no puede estar en el futuro',
  beforeDetection: 'La fecha no puede ser anterior a la detección',
  categories: `Elige al menos una categoría de datos: ${INCIDENT_CATEGORIES.join(', ')}`,
  risk: `El riesgo debe ser ${INCIDENT_RISKS.join(', ')}`,
  status: `El estado debe ser ${INCIDENT_STATUSES.join(', ')}`,
  people:
    'Las personas afectadas deben ser un número entero entre 0 y 100.000.000, o vacío si aún no se sabe',
  sensitive: 'Indica sí o no',
  decision:
    'Escribe la decisión tomada (hasta 2000 caracteres): cada cambio queda con quién y cuándo',
  agencyRequired: 'Un incidente notificado necesita la fecha de notificación a la Agencia',
  peopleRequired:
    'Un incidente sensible notificado necesita la fecha de notificación a las personas afectadas',
  notFound: 'Incidente no encontrado',
} as const;

const m = incidentMessages;
/** Up to a minute ahead: the clocks of a browser and the server differ a little. */
const CLOCK_SKEW_MS = 60_000;

const instant = z.iso
  .datetime({ offset: true, error: m.instant })
  .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, m.future);

/** What staff may set on an incident: the contract's fields but ids, the trail and creation. */
const editable = {
  title: z.string({ error: m.title }).trim().min(1, m.title).max(200, m.title),
  detectedAt: instant,
  description: z
    .string({ error: m.description })
    .trim()
    .min(1, m.description)
    .max(5000, m.description),
  dataCategories: z
    .array(z.enum(INCIDENT_CATEGORIES, { error: m.categories }), { error: m.categories })
    .min(1, m.categories)
    .transform((categories) => INCIDENT_CATEGORIES.filter((c) => categories.includes(c))),
  peopleAffected: z
    .number({ error: m.people })
    .int(m.people)
    .min(0, m.people)
    .max(100_000_000, m.people)
    .nullable(),
  sensitive: z.boolean({ error: m.sensitive }),
  risk: z.enum(INCIDENT_RISKS, { error: m.risk }),
  status: z.enum(INCIDENT_STATUSES, { error: m.status }),
  agencyNotifiedAt: instant.nullable(),
  peopleNotifiedAt: instant.nullable(),
};

const decision = z.string({ error: m.decision }).trim().min(1, m.decision).max(2000, m.decision);

/**
 * POST /api/privacy/incidents: a new incident. Status `abierto` unless told; `decision`, the
 * first entry of its trail, defaults to its registration.
 */
export const newIncidentSchema = z.strictObject({
  ...editable,
  peopleAffected: editable.peopleAffected.default(null),
  sensitive: editable.sensitive.default(false),
  status: editable.status.default('abierto'),
  agencyNotifiedAt: editable.agencyNotifiedAt.optional(),
  peopleNotifiedAt: editable.peopleNotifiedAt.optional(),
  decision: decision.optional(),
});
export type NewIncident = z.output<typeof newIncidentSchema>;

/** PATCH /api/privacy/incidents/{id}: any editable field, and always the decision behind it. */
export const incidentChangeSchema = z.strictObject({
  ...(Object.fromEntries(
    Object.entries(editable).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in keyof typeof editable]: z.ZodOptional<(typeof editable)[K]> }),
  decision,
});
export type IncidentChange = z.output<typeof incidentChangeSchema>;

/** The fields the rules below read, as they stand after a change. */
export interface IncidentState {
  detectedAt: string;
  dataCategories: readonly IncidentCategory[];
  sensitive: boolean;
  risk: IncidentRisk;
  status: IncidentStatus;
  agencyNotifiedAt?: string | null;
  peopleNotifiedAt?: string | null;
}

/**
 * The rules over the whole incident, by field (empty: it may be stored): a notified incident has
 * the date the Agency was told, and a sensitive one also the date its people were; no
 * notification is dated before the detection.
 */
export function incidentRuleErrors(incident: IncidentState): Record<string, string> {
  const errors: Record<string, string> = {};
  const detected = Date.parse(incident.detectedAt);
  for (const field of ['agencyNotifiedAt', 'peopleNotifiedAt'] as const) {
    const at = incident[field];
    if (at && Date.parse(at) < detected) errors[field] = m.beforeDetection;
  }
  if (incident.status === 'notificado') {
    if (!incident.agencyNotifiedAt) errors.agencyNotifiedAt ??= m.agencyRequired;
    if (incident.sensitive && !incident.peopleNotifiedAt)
      errors.peopleNotifiedAt ??= m.peopleRequired;
  }
  return errors;
}
