import { CvssError } from './errors';
import {
  BASE_METRIC_KEYS,
  CVSS_METRICS,
  CVSS_VERSIONS,
  METRIC_KEYS,
  type CvssMetrics,
  type CvssVersion,
  type MetricDefinition,
  type MetricKey,
} from './metrics';

/** The longest meaningful vector is 117 characters; anything far beyond is not a vector. */
export const MAX_VECTOR_LENGTH = 200;

export interface ParsedCvss {
  version: CvssVersion;
  /** Defined metrics only: values given as X are left out. */
  metrics: CvssMetrics;
}

const METRIC_BY_KEY: ReadonlyMap<string, MetricDefinition> = new Map(
  CVSS_METRICS.map((metric) => [metric.key, metric]),
);

/**
 * Parses and validates a CVSS v3.0/v3.1 vector. Strict on purpose (no trimming, no case
 * folding) so that the text a user sees is exactly what was scored.
 * @throws CvssError with a Spanish message describing the first problem found.
 */
export function parseCvssVector(vector: string): ParsedCvss {
  if (vector.length === 0) throw new CvssError('El vector está vacío');
  if (vector.length > MAX_VECTOR_LENGTH) {
    throw new CvssError(`El vector es demasiado largo (máximo ${MAX_VECTOR_LENGTH} caracteres)`);
  }
  if (/\s/.test(vector)) throw new CvssError('El vector no debe contener espacios');

  const version = parseVersion(vector);
  const body = vector.slice(`CVSS:${version}/`.length);
  if (body === '') throw new CvssError('El vector no contiene métricas');
  if (body.endsWith('/')) throw new CvssError('El vector no debe terminar con /');

  const metrics: CvssMetrics = {};
  const seen = new Set<MetricKey>();
  for (const field of body.split('/')) {
    const [key, value] = parseField(field);
    if (seen.has(key)) throw new CvssError(`Métrica duplicada: ${key}`);
    seen.add(key);
    if (value !== 'X') metrics[key] = value;
  }

  // Base metrics have no X value, so "not in the record" means "not in the vector".
  const missing = BASE_METRIC_KEYS.find((key) => metrics[key] === undefined);
  if (missing !== undefined) throw new CvssError(`Falta la métrica base ${missing}`);

  return { version, metrics };
}

/**
 * Writes a vector with the metrics in FIRST's order, leaving out undefined and X values.
 * Does not require the base metrics, so a UI can show a partially chosen vector.
 */
export function buildCvssVector(version: CvssVersion, metrics: CvssMetrics): string {
  const fields = METRIC_KEYS.flatMap((key) => {
    const value = metrics[key];
    return value === undefined || value === 'X' ? [] : [`${key}:${value}`];
  });
  return [`CVSS:${version}`, ...fields].join('/');
}

function parseVersion(vector: string): CvssVersion {
  for (const version of CVSS_VERSIONS) {
    const prefix = `CVSS:${version}/`;
    if (vector.startsWith(prefix)) return version;
    if (vector.slice(0, prefix.length).toUpperCase() === prefix) {
      throw new CvssError(`El prefijo debe ir en mayúsculas: ${prefix}`);
    }
  }
  const otherVersion = /^CVSS:(\d+(?:\.\d+)?)\//i.exec(vector)?.[1];
  if (otherVersion !== undefined) {
    throw new CvssError(`Versión de CVSS no soportada: ${otherVersion} (se aceptan 3.0 y 3.1)`);
  }
  throw new CvssError('El vector debe comenzar con CVSS:3.0/ o CVSS:3.1/');
}

function parseField(field: string): [MetricKey, string] {
  if (field === '') throw new CvssError('El vector contiene un campo vacío (//)');
  const parts = field.split(':');
  const [key, value] = parts;
  if (parts.length !== 2 || key === undefined || value === undefined || key === '') {
    throw new CvssError(`Campo mal formado: ${field} (se espera MÉTRICA:VALOR)`);
  }

  const metric = METRIC_BY_KEY.get(key);
  if (metric === undefined) {
    if (METRIC_BY_KEY.has(key.toUpperCase())) {
      throw new CvssError(`La métrica debe ir en mayúsculas: ${key.toUpperCase()} (no ${key})`);
    }
    throw new CvssError(`Métrica desconocida: ${key}`);
  }

  if (value === '') throw new CvssError(`Falta el valor de ${key}`);
  const allowed = metric.values.map((option) => option.value);
  if (!allowed.includes(value)) {
    if (allowed.includes(value.toUpperCase())) {
      throw new CvssError(
        `El valor debe ir en mayúsculas: ${key}:${value.toUpperCase()} (no ${key}:${value})`,
      );
    }
    throw new CvssError(`Valor inválido para ${key}: ${value}`);
  }
  return [metric.key, value];
}
