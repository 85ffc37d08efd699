/**
 * Security incidents, vulneraciones de seguridad under Ley 21.719 (docs/contracts.md, Security
 * incidents): what the privacy role records, decides and notifies. Client-safe: the staff forms
 * use the same names.
 */
export const INCIDENT_CATEGORIES = [
  'identificación',
  'contacto',
  'laboral',
  'comercial',
  'credenciales',
  'sensible',
] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];

export const INCIDENT_RISKS = ['bajo', 'medio', 'alto'] as const;
export type IncidentRisk = (typeof INCIDENT_RISKS)[number];

export const INCIDENT_STATUSES = ['abierto', 'notificado', 'cerrado', 'descartado'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** One entry of an incident's decision trail: who decided what, when (ISO 8601). */
export interface IncidentDecision {
  at: string;
  by: string;
  text: string;
}

/** An incident as the API answers it, instants in ISO 8601. */
export interface Incident {
  id: string;
  title: string;
  detectedAt: string;
  description: string;
  dataCategories: IncidentCategory[];
  /** Unknown while it is being assessed. */
  peopleAffected: number | null;
  /** The people affected must be told too (sensitive, children's or financial data). */
  sensitive: boolean;
  risk: IncidentRisk;
  status: IncidentStatus;
  agencyNotifiedAt?: string;
  peopleNotifiedAt?: string;
  decisions: IncidentDecision[];
  createdBy: string;
  createdAt: string;
}

/** The clock's alerts: hours after detection at which an open medium or high incident is told. */
export const INCIDENT_ALERT_HOURS = [24, 72] as const;
export type IncidentAlertHours = (typeof INCIDENT_ALERT_HOURS)[number];

/** GET /api/privacy/incidents: each incident with the whole hours it was (or is still) open. */
export interface IncidentView extends Incident {
  hoursOpen: number;
  /** When each alert of the clock was recorded (ISO 8601), by its hours. */
  alertsSentAt: Partial<Record<`${IncidentAlertHours}`, string>>;
}

const HOUR_MS = 3_600_000;

/** Whole hours from detection to `until` (now, or when it stopped being open); never negative. */
export const hoursBetween = (detectedAt: Date, until: Date) =>
  Math.max(0, Math.floor((until.getTime() - detectedAt.getTime()) / HOUR_MS));

/** Whether the clock watches it: still open, with a medium or high risk. */
export const isWatched = (incident: { status: IncidentStatus; risk: IncidentRisk }) =>
  incident.status === 'abierto' && incident.risk !== 'bajo';

/**
 * The clock's alerts due now for an incident: every mark its open time has passed that was not
 * told yet (one registered late gets each once, in order), none once it is not watched.
 */
export function dueAlerts(
  incident: {
    status: IncidentStatus;
    risk: IncidentRisk;
    detectedAt: Date;
    alertsSent: readonly number[];
  },
  now: Date,
): IncidentAlertHours[] {
  if (!isWatched(incident)) return [];
  const open = hoursBetween(incident.detectedAt, now);
  return INCIDENT_ALERT_HOURS.filter(
    (hours) => open >= hours && !incident.alertsSent.includes(hours),
  );
}
