export type CvssVersion = '3.0' | '3.1';
export const CVSS_VERSIONS: readonly CvssVersion[] = ['3.0', '3.1'];

export const BASE_METRIC_KEYS = ['AV', 'AC', 'PR', 'UI', 'S', 'C', 'I', 'A'] as const;
export type BaseMetricKey = (typeof BASE_METRIC_KEYS)[number];

/** Every metric in the order FIRST's specification writes them in a vector. */
export const METRIC_KEYS = [
  ...BASE_METRIC_KEYS,
  'E',
  'RL',
  'RC',
  'CR',
  'IR',
  'AR',
  'MAV',
  'MAC',
  'MPR',
  'MUI',
  'MS',
  'MC',
  'MI',
  'MA',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

export type MetricGroup = 'base' | 'temporal' | 'environmental';

export interface MetricValue {
  /** Letter used in the vector, e.g. 'N'. */
  readonly value: string;
  /** Spanish label for buttons, e.g. 'Red'. */
  readonly label: string;
}

/** One metric of a version (v3's by default; v4's keys and groups are its own). */
export interface MetricDefinition<
  Key extends string = MetricKey,
  Group extends string = MetricGroup,
> {
  readonly key: Key;
  /** Spanish name, unique on the page, e.g. 'Vector de ataque'. */
  readonly name: string;
  readonly group: Group;
  readonly values: readonly MetricValue[];
}

/** Chosen value per metric; a missing key means "not defined" (X). */
export type CvssMetrics = Partial<Record<MetricKey, string>>;

export const NOT_DEFINED: MetricValue = { value: 'X', label: 'No definido' };

/** Value options from [letter, Spanish label] pairs. */
export const metricValues = (...pairs: [string, string][]): MetricValue[] =>
  pairs.map(([value, label]) => ({ value, label }));

export const AV_VALUES = metricValues(
  ['N', 'Red'],
  ['A', 'Red adyacente'],
  ['L', 'Local'],
  ['P', 'Física'],
);
export const AC_VALUES = metricValues(['L', 'Baja'], ['H', 'Alta']);
export const PR_VALUES = metricValues(['N', 'Ninguno'], ['L', 'Bajos'], ['H', 'Altos']);
const UI_VALUES = metricValues(['N', 'Ninguna'], ['R', 'Requerida']);
const S_VALUES = metricValues(['U', 'Sin cambio'], ['C', 'Con cambio']);
export const IMPACT_VALUES = metricValues(['N', 'Ninguno'], ['L', 'Bajo'], ['H', 'Alto']);

const BASE_METRICS: readonly MetricDefinition[] = [
  { key: 'AV', name: 'Vector de ataque', group: 'base', values: AV_VALUES },
  { key: 'AC', name: 'Complejidad del ataque', group: 'base', values: AC_VALUES },
  { key: 'PR', name: 'Privilegios requeridos', group: 'base', values: PR_VALUES },
  { key: 'UI', name: 'Interacción del usuario', group: 'base', values: UI_VALUES },
  { key: 'S', name: 'Alcance', group: 'base', values: S_VALUES },
  { key: 'C', name: 'Confidencialidad', group: 'base', values: IMPACT_VALUES },
  { key: 'I', name: 'Integridad', group: 'base', values: IMPACT_VALUES },
  { key: 'A', name: 'Disponibilidad', group: 'base', values: IMPACT_VALUES },
];

const TEMPORAL_METRICS: readonly MetricDefinition[] = [
  {
    key: 'E',
    name: 'Madurez del código de explotación',
    group: 'temporal',
    values: [
      NOT_DEFINED,
      ...metricValues(
        ['U', 'No probado'],
        ['P', 'Prueba de concepto'],
        ['F', 'Funcional'],
        ['H', 'Alta'],
      ),
    ],
  },
  {
    key: 'RL',
    name: 'Nivel de remediación',
    group: 'temporal',
    values: [
      NOT_DEFINED,
      ...metricValues(
        ['O', 'Corrección oficial'],
        ['T', 'Corrección temporal'],
        ['W', 'Solución alternativa'],
        ['U', 'No disponible'],
      ),
    ],
  },
  {
    key: 'RC',
    name: 'Confianza en el reporte',
    group: 'temporal',
    values: [
      NOT_DEFINED,
      ...metricValues(['U', 'Desconocida'], ['R', 'Razonable'], ['C', 'Confirmada']),
    ],
  },
];

export const REQUIREMENT_VALUES = [
  NOT_DEFINED,
  ...metricValues(['L', 'Bajo'], ['M', 'Medio'], ['H', 'Alto']),
];

const requirement = (key: MetricKey, name: string): MetricDefinition => ({
  key,
  name,
  group: 'environmental',
  values: REQUIREMENT_VALUES,
});

/** Modified base metrics take the base metric's values, plus X to inherit the base value. */
const modified = (key: MetricKey, name: string, baseValues: MetricValue[]): MetricDefinition => ({
  key,
  name,
  group: 'environmental',
  values: [NOT_DEFINED, ...baseValues],
});

/** Metadata for every metric, in vector order: enough to render one button row per metric. */
export const CVSS_METRICS: readonly MetricDefinition[] = [
  ...BASE_METRICS,
  ...TEMPORAL_METRICS,
  requirement('CR', 'Requisito de confidencialidad'),
  requirement('IR', 'Requisito de integridad'),
  requirement('AR', 'Requisito de disponibilidad'),
  modified('MAV', 'Vector de ataque modificado', AV_VALUES),
  modified('MAC', 'Complejidad del ataque modificada', AC_VALUES),
  modified('MPR', 'Privilegios requeridos modificados', PR_VALUES),
  modified('MUI', 'Interacción del usuario modificada', UI_VALUES),
  modified('MS', 'Alcance modificado', S_VALUES),
  modified('MC', 'Confidencialidad modificada', IMPACT_VALUES),
  modified('MI', 'Integridad modificada', IMPACT_VALUES),
  modified('MA', 'Disponibilidad modificada', IMPACT_VALUES),
];

/** Weights from the CVSS v3.0/v3.1 specification tables, kept as exact decimal literals. */
export const WEIGHTS = {
  AV: { N: '0.85', A: '0.62', L: '0.55', P: '0.2' },
  AC: { L: '0.77', H: '0.44' },
  PR: { N: '0.85', L: '0.62', H: '0.27' },
  /** PR weighs more when the (modified) scope is Changed. */
  PR_SCOPE_CHANGED: { N: '0.85', L: '0.68', H: '0.5' },
  UI: { N: '0.85', R: '0.62' },
  /** Confidentiality, integrity and availability impact. */
  CIA: { H: '0.56', L: '0.22', N: '0' },
  E: { X: '1', H: '1', F: '0.97', P: '0.94', U: '0.91' },
  RL: { X: '1', U: '1', W: '0.97', T: '0.96', O: '0.95' },
  RC: { X: '1', C: '1', R: '0.96', U: '0.92' },
  /** CR, IR and AR. */
  REQUIREMENT: { X: '1', H: '1.5', M: '1', L: '0.5' },
} as const satisfies Record<string, Readonly<Record<string, string>>>;
