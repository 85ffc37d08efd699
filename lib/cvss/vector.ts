import { CvssError } from './errors';
import {
  BASE_METRIC_KEYS,
  CVSS_METRICS,
  METRIC_KEYS,
  type CvssMetrics,
  type CvssVersion,
} from './metrics';
import { readMetricFields, readVectorVersion, writeVector } from './syntax';

export interface ParsedCvss {
  version: CvssVersion;
  /** Defined metrics only: values given as X are left out. */
  metrics: CvssMetrics;
}

/**
 * Parses and validates a CVSS v3.0/v3.1 vector. Strict on purpose (no trimming, no case
 * folding) so that the text a user sees is exactly what was scored.
 * @throws CvssError with a Spanish message describing the first problem found.
 */
export function parseCvssVector(vector: string): ParsedCvss {
  const version = readVectorVersion(vector);
  if (version === '4.0') throw new CvssError('Se esperaba un vector CVSS 3.0 o 3.1');
  return { version, metrics: readMetricFields(vector, version, CVSS_METRICS, BASE_METRIC_KEYS) };
}

/**
 * Writes a vector with the metrics in FIRST's order, leaving out undefined and X values.
 * Does not require the base metrics, so a UI can show a partially chosen vector.
 */
export function buildCvssVector(version: CvssVersion, metrics: CvssMetrics): string {
  return writeVector(version, METRIC_KEYS, metrics);
}
