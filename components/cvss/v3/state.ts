import {
  BASE_METRIC_KEYS,
  CVSS_VERSIONS,
  buildCvssVector,
  parseCvssVector,
  scoreCvss3,
  type CvssResult,
  type CvssVersion,
  type MetricKey,
} from '@/lib/cvss/core';
import { calculatorLogic, type CalculatorAction, type CalculatorState } from '../calculator-state';

/** The v3.0/v3.1 calculator's state: 3.1 until a vector says 3.0. */
export const cvss3 = calculatorLogic<CvssVersion, MetricKey, CvssResult>({
  versions: CVSS_VERSIONS,
  defaultVersion: '3.1',
  baseKeys: BASE_METRIC_KEYS,
  parse: parseCvssVector,
  build: buildCvssVector,
  score: (version, metrics) => scoreCvss3(buildCvssVector(version, metrics)),
});

export type Cvss3State = CalculatorState<CvssVersion, MetricKey>;
export type Cvss3Action = CalculatorAction<CvssVersion, MetricKey>;
