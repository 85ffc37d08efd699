/**
 * The light entry of lib/cvss: everything but the v4.0 scoring (v3.0/v3.1, severities, errors,
 * vector syntax). The browser calculator imports this and loads `./v4` only when a v4.0 vector
 * is in play; `./index` adds v4.0 to `scoreCvss` for code that does not count bytes.
 */
import { computeScores } from './score';
import { severityOf, type Severity } from './severity';
import type { CvssVersion } from './metrics';
import { buildCvssVector, parseCvssVector } from './vector';

export interface CvssResult {
  version: CvssVersion;
  /** Normalised vector: FIRST metric order, X values left out. */
  vector: string;
  baseScore: number;
  /** Rating of the base score. */
  severity: Severity;
  impactSubscore: number;
  exploitabilitySubscore: number;
  /** Equals the base score when no temporal metric is given. */
  temporalScore: number;
  environmentalScore: number;
}

/**
 * Validates and scores a CVSS v3.0 or v3.1 vector.
 * @throws CvssError with a Spanish message when the vector is invalid.
 */
export function scoreCvss3(vector: string): CvssResult {
  const parsed = parseCvssVector(vector);
  const scores = computeScores(parsed);
  return {
    version: parsed.version,
    vector: buildCvssVector(parsed.version, parsed.metrics),
    baseScore: scores.baseScore,
    severity: severityOf(scores.baseScore),
    impactSubscore: scores.impactSubscore,
    exploitabilitySubscore: scores.exploitabilitySubscore,
    temporalScore: scores.temporalScore,
    environmentalScore: scores.environmentalScore,
  };
}

export { CvssError } from './errors';
export { SEVERITY_LABELS, severityOf, type Severity } from './severity';
export { SUPPORTED_CVSS_VERSIONS, type SupportedCvssVersion } from './syntax';
export { buildCvssVector, parseCvssVector } from './vector';
export {
  BASE_METRIC_KEYS,
  CVSS_METRICS,
  CVSS_VERSIONS,
  METRIC_KEYS,
  type CvssVersion,
  type MetricGroup,
  type MetricKey,
  type MetricValue,
} from './metrics';
