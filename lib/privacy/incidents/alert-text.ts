import { formatChileDateTime } from '@/lib/format';
import type { IncidentAlertHours, IncidentRisk } from './model';

/**
 * The Spanish text of `privacy.incident_open`: which incident, how long since its detection,
 * its risk, and where to decide. Ley 21.719 asks the Agency be told by the most expeditious
 * means and without undue delay; the title is staff's, already made plain for the chat.
 */
export function incidentAlertText(
  alert: {
    incidentId: string;
    hours: IncidentAlertHours;
    risk: IncidentRisk;
    title: string;
    detectedAt: string;
  },
  siteUrl: string,
): string {
  const page = new URL(`/soporte/privacidad/incidentes/${alert.incidentId}`, siteUrl).href;
  return (
    `Incidente de seguridad abierto hace más de ${alert.hours} horas (riesgo ${alert.risk}): ` +
    `${alert.title}. Detectado el ${formatChileDateTime(new Date(alert.detectedAt))}. ` +
    `Evalúa y notifica a la Agencia de Protección de Datos Personales sin dilaciones indebidas: ${page}`
  );
}
