import { CvssError } from '../errors';
import { readMetricFields, readVectorVersion, writeVector } from '../syntax';
import {
  CVSS4_BASE_KEYS,
  CVSS4_METRICS,
  CVSS4_METRIC_KEYS,
  CVSS4_VERSION,
  type Cvss4Metrics,
} from './metrics';

/**
 * Parses and validates a CVSS v4.0 vector: the eleven base metrics, each metric at most once
 * (in any order), known metrics and values only. X values are left out of the record.
 * @throws CvssError with a Spanish message describing the first problem found.
 */
export function parseCvss4Vector(vector: string): Cvss4Metrics {
  const version = readVectorVersion(vector);
  if (version !== CVSS4_VERSION) throw new CvssError('Se esperaba un vector CVSS 4.0');
  return readMetricFields(vector, version, CVSS4_METRICS, CVSS4_BASE_KEYS);
}

/** Writes a v4.0 vector in the specification's order; X and missing metrics are left out. */
export function buildCvss4Vector(metrics: Cvss4Metrics): string {
  return writeVector(CVSS4_VERSION, CVSS4_METRIC_KEYS, metrics);
}
