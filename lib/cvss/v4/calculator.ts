import { severityOf, type Severity } from '../severity';
import {
  CVSS4_VERSION,
  ENVIRONMENTAL_METRIC_KEYS,
  THREAT_KEYS,
  type Cvss4Metrics,
} from './metrics';
import { macroVectorOf, scoreInTenths } from './score';
import { buildCvss4Vector, parseCvss4Vector } from './vector';

/** Which metric groups a v4.0 score takes into account (FIRST's v4.0 specification, 1.3). */
type Cvss4Nomenclature = 'CVSS-B' | 'CVSS-BT' | 'CVSS-BE' | 'CVSS-BTE';

export interface Cvss4Result {
  version: typeof CVSS4_VERSION;
  /** Normalised vector: the specification's metric order, X values left out. */
  vector: string;
  score: number;
  severity: Severity;
  nomenclature: Cvss4Nomenclature;
  /** The six equivalence classes EQ1…EQ6, e.g. '002201'. */
  macroVector: string;
}

/**
 * Validates and scores a CVSS v4.0 vector, exactly as FIRST's calculator does. Supplemental
 * metrics are validated and kept in the vector but never change the score.
 * @throws CvssError with a Spanish message when the vector is invalid.
 */
export function scoreCvss4(vector: string): Cvss4Result {
  return scoreCvss4Metrics(parseCvss4Vector(vector));
}

/** Scores already-validated metrics (all eleven base metrics chosen). */
export function scoreCvss4Metrics(metrics: Cvss4Metrics): Cvss4Result {
  const score = scoreInTenths(metrics) / 10;
  const defined = (keys: readonly string[]) => keys.some((key) => key in metrics);
  const nomenclature = `CVSS-B${defined(THREAT_KEYS) ? 'T' : ''}${
    defined(ENVIRONMENTAL_METRIC_KEYS) ? 'E' : ''
  }` as Cvss4Nomenclature;
  return {
    version: CVSS4_VERSION,
    vector: buildCvss4Vector(metrics),
    score,
    severity: severityOf(score),
    nomenclature,
    macroVector: macroVectorOf(metrics).join(''),
  };
}
