import {
  AC_VALUES,
  AV_VALUES,
  IMPACT_VALUES,
  NOT_DEFINED,
  PR_VALUES,
  REQUIREMENT_VALUES,
  metricValues,
  type MetricDefinition,
  type MetricValue,
} from '../metrics';

export const CVSS4_VERSION = '4.0';

/** The eleven mandatory metrics, in the specification's order. */
export const CVSS4_BASE_KEYS = [
  'AV',
  'AC',
  'AT',
  'PR',
  'UI',
  'VC',
  'VI',
  'VA',
  'SC',
  'SI',
  'SA',
] as const;

const ENVIRONMENTAL_KEYS = [
  'CR',
  'IR',
  'AR',
  'MAV',
  'MAC',
  'MAT',
  'MPR',
  'MUI',
  'MVC',
  'MVI',
  'MVA',
  'MSC',
  'MSI',
  'MSA',
] as const;

/** Every metric in the order of the specification's vector string (table 23). */
export const CVSS4_METRIC_KEYS = [
  ...CVSS4_BASE_KEYS,
  'E',
  ...ENVIRONMENTAL_KEYS,
  'S',
  'AU',
  'R',
  'V',
  'RE',
  'U',
] as const;
export type Cvss4MetricKey = (typeof CVSS4_METRIC_KEYS)[number];

/**
 * Groups as FIRST's calculator shows them: the base metrics split into exploitability and the
 * impact on the vulnerable and the subsequent systems, then threat, environmental and
 * supplemental metrics (which describe but never change the score).
 */
export type Cvss4MetricGroup =
  | 'exploitability'
  | 'vulnerableSystem'
  | 'subsequentSystem'
  | 'threat'
  | 'environmental'
  | 'supplemental';

export type Cvss4MetricDefinition = MetricDefinition<Cvss4MetricKey, Cvss4MetricGroup>;

/** Chosen value per metric; a missing key means "not chosen" (base) or "not defined" (X). */
export type Cvss4Metrics = Partial<Record<Cvss4MetricKey, string>>;

const AT_VALUES = metricValues(['N', 'Ninguno'], ['P', 'Presentes']);
const UI_VALUES = metricValues(['N', 'Ninguna'], ['P', 'Pasiva'], ['A', 'Activa']);
const SAFETY: MetricValue = { value: 'S', label: 'Seguridad de las personas' };

const metric = (
  key: Cvss4MetricKey,
  name: string,
  group: Cvss4MetricGroup,
  values: readonly MetricValue[],
): Cvss4MetricDefinition => ({ key, name, group, values });

const optional = (
  key: Cvss4MetricKey,
  name: string,
  group: Cvss4MetricGroup,
  values: readonly MetricValue[],
) => metric(key, name, group, [NOT_DEFINED, ...values]);

const VULNERABLE = 'del sistema vulnerable';
const SUBSEQUENT = 'de los sistemas subsiguientes';

/** Metadata for every v4.0 metric, in vector order: one button row per metric. */
export const CVSS4_METRICS: readonly Cvss4MetricDefinition[] = [
  metric('AV', 'Vector de ataque', 'exploitability', AV_VALUES),
  metric('AC', 'Complejidad del ataque', 'exploitability', AC_VALUES),
  metric('AT', 'Requisitos del ataque', 'exploitability', AT_VALUES),
  metric('PR', 'Privilegios requeridos', 'exploitability', PR_VALUES),
  metric('UI', 'Interacción del usuario', 'exploitability', UI_VALUES),
  metric('VC', `Confidencialidad ${VULNERABLE}`, 'vulnerableSystem', IMPACT_VALUES),
  metric('VI', `Integridad ${VULNERABLE}`, 'vulnerableSystem', IMPACT_VALUES),
  metric('VA', `Disponibilidad ${VULNERABLE}`, 'vulnerableSystem', IMPACT_VALUES),
  metric('SC', `Confidencialidad ${SUBSEQUENT}`, 'subsequentSystem', IMPACT_VALUES),
  metric('SI', `Integridad ${SUBSEQUENT}`, 'subsequentSystem', IMPACT_VALUES),
  metric('SA', `Disponibilidad ${SUBSEQUENT}`, 'subsequentSystem', IMPACT_VALUES),
  optional(
    'E',
    'Madurez del exploit',
    'threat',
    metricValues(['A', 'Atacada'], ['P', 'Prueba de concepto'], ['U', 'Sin reportes']),
  ),
  metric('CR', 'Requisito de confidencialidad', 'environmental', REQUIREMENT_VALUES),
  metric('IR', 'Requisito de integridad', 'environmental', REQUIREMENT_VALUES),
  metric('AR', 'Requisito de disponibilidad', 'environmental', REQUIREMENT_VALUES),
  optional('MAV', 'Vector de ataque modificado', 'environmental', AV_VALUES),
  optional('MAC', 'Complejidad del ataque modificada', 'environmental', AC_VALUES),
  optional('MAT', 'Requisitos del ataque modificados', 'environmental', AT_VALUES),
  optional('MPR', 'Privilegios requeridos modificados', 'environmental', PR_VALUES),
  optional('MUI', 'Interacción del usuario modificada', 'environmental', UI_VALUES),
  optional('MVC', `Confidencialidad ${VULNERABLE} modificada`, 'environmental', IMPACT_VALUES),
  optional('MVI', `Integridad ${VULNERABLE} modificada`, 'environmental', IMPACT_VALUES),
  optional('MVA', `Disponibilidad ${VULNERABLE} modificada`, 'environmental', IMPACT_VALUES),
  optional('MSC', `Confidencialidad ${SUBSEQUENT} modificada`, 'environmental', IMPACT_VALUES),
  optional('MSI', `Integridad ${SUBSEQUENT} modificada`, 'environmental', [
    ...IMPACT_VALUES,
    SAFETY,
  ]),
  optional('MSA', `Disponibilidad ${SUBSEQUENT} modificada`, 'environmental', [
    ...IMPACT_VALUES,
    SAFETY,
  ]),
  optional(
    'S',
    'Seguridad de las personas',
    'supplemental',
    metricValues(['N', 'Insignificante'], ['P', 'Presente']),
  ),
  optional('AU', 'Automatizable', 'supplemental', metricValues(['N', 'No'], ['Y', 'Sí'])),
  optional(
    'R',
    'Recuperación',
    'supplemental',
    metricValues(['A', 'Automática'], ['U', 'Por el usuario'], ['I', 'Irrecuperable']),
  ),
  optional(
    'V',
    'Densidad de valor',
    'supplemental',
    metricValues(['D', 'Difusa'], ['C', 'Concentrada']),
  ),
  optional(
    'RE',
    'Esfuerzo de respuesta',
    'supplemental',
    metricValues(['L', 'Bajo'], ['M', 'Moderado'], ['H', 'Alto']),
  ),
  optional(
    'U',
    'Urgencia del proveedor',
    'supplemental',
    metricValues(
      ['Clear', 'Sin urgencia'],
      ['Green', 'Verde'],
      ['Amber', 'Ámbar'],
      ['Red', 'Roja'],
    ),
  ),
];

/** Which groups define the nomenclature: a defined threat or environmental metric adds T or E. */
export const THREAT_KEYS: readonly Cvss4MetricKey[] = ['E'];
export const ENVIRONMENTAL_METRIC_KEYS: readonly Cvss4MetricKey[] = ENVIRONMENTAL_KEYS;
