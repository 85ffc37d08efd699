/** CVSS v4.0: the calculator, its metrics and vector syntax. */
export { scoreCvss4, scoreCvss4Metrics, type Cvss4Result } from './calculator';
export { buildCvss4Vector, parseCvss4Vector } from './vector';
export {
  CVSS4_BASE_KEYS,
  CVSS4_METRICS,
  CVSS4_VERSION,
  type Cvss4MetricGroup,
  type Cvss4MetricKey,
} from './metrics';
