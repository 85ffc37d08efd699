import {
  CVSS4_BASE_KEYS,
  CVSS4_VERSION,
  buildCvss4Vector,
  parseCvss4Vector,
  scoreCvss4Metrics,
  type Cvss4MetricKey,
  type Cvss4Result,
} from '@/lib/cvss/v4';
import { calculatorLogic, type CalculatorAction, type CalculatorState } from '../calculator-state';

/** The v4.0 calculator's state, kept like the v3 one. */
export const cvss4 = calculatorLogic<typeof CVSS4_VERSION, Cvss4MetricKey, Cvss4Result>({
  versions: [CVSS4_VERSION],
  defaultVersion: CVSS4_VERSION,
  baseKeys: CVSS4_BASE_KEYS,
  parse: (vector) => ({ version: CVSS4_VERSION, metrics: parseCvss4Vector(vector) }),
  build: (_version, metrics) => buildCvss4Vector(metrics),
  score: (_version, metrics) => scoreCvss4Metrics(metrics),
});

export type Cvss4State = CalculatorState<typeof CVSS4_VERSION, Cvss4MetricKey>;
export type Cvss4Action = CalculatorAction<typeof CVSS4_VERSION, Cvss4MetricKey>;
