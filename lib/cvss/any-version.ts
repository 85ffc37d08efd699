import { scoreCvss3, type CvssResult } from './core';
import { scoreCvss4, type Cvss4Result } from './v4';

/**
 * Validates and scores a CVSS v3.0, v3.1 or v4.0 vector; the prefix decides the version.
 * v3 vectors give base, temporal and environmental scores, v4.0 vectors one score with its
 * nomenclature and MacroVector.
 * @throws CvssError with a Spanish message when the vector is invalid.
 */
export function scoreCvss(vector: `CVSS:4.0/${string}`): Cvss4Result;
export function scoreCvss(vector: `CVSS:3.0/${string}` | `CVSS:3.1/${string}`): CvssResult;
export function scoreCvss(vector: string): CvssResult | Cvss4Result;
export function scoreCvss(vector: string): CvssResult | Cvss4Result {
  return vector.startsWith('CVSS:4.0/') ? scoreCvss4(vector) : scoreCvss3(vector);
}
