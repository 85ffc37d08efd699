import { CvssError } from './errors';

/** Qualitative rating from the CVSS v3 specification (language-independent). */
export type Severity = 'None' | 'Low' | 'Medium' | 'High' | 'Critical';

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  None: 'Ninguna',
  Low: 'Baja',
  Medium: 'Media',
  High: 'Alta',
  Critical: 'Crítica',
};

/** Rates a score from 0 to 10: None < 0.1 ≤ Low < 4 ≤ Medium < 7 ≤ High < 9 ≤ Critical. */
export function severityOf(score: number): Severity {
  if (!(score >= 0 && score <= 10)) {
    throw new CvssError(`Puntaje fuera de rango: ${score} (debe estar entre 0 y 10)`);
  }
  if (score < 0.1) return 'None';
  if (score < 4) return 'Low';
  if (score < 7) return 'Medium';
  if (score < 9) return 'High';
  return 'Critical';
}
