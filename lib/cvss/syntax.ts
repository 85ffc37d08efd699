import { CvssError } from './errors';

/** Every CVSS version the module scores, oldest first. */
export const SUPPORTED_CVSS_VERSIONS = ['3.0', '3.1', '4.0'] as const;
export type SupportedCvssVersion = (typeof SUPPORTED_CVSS_VERSIONS)[number];

/** The longest meaningful vector (v4.0, every metric defined) is 178 characters. */
const MAX_VECTOR_LENGTH = 200;

/** What the syntax checks need to know about a metric: its abbreviation and allowed values. */
export interface FieldMetric<Key extends string> {
  readonly key: Key;
  readonly values: readonly { readonly value: string }[];
}

const PREFIXES = SUPPORTED_CVSS_VERSIONS.map((version) => `CVSS:${version}/`);

/**
 * The version named by a vector's prefix, after the checks every version shares. Strict on
 * purpose (no trimming, no case folding) so that the text a user sees is exactly what is scored.
 * @throws CvssError with a Spanish message describing the problem.
 */
export function readVectorVersion(vector: string): SupportedCvssVersion {
  if (vector.length === 0) throw new CvssError('El vector está vacío');
  if (vector.length > MAX_VECTOR_LENGTH) {
    throw new CvssError(`El vector es demasiado largo (máximo ${MAX_VECTOR_LENGTH} caracteres)`);
  }
  if (/\s/.test(vector)) throw new CvssError('El vector no debe contener espacios');

  for (const version of SUPPORTED_CVSS_VERSIONS) {
    const prefix = `CVSS:${version}/`;
    if (vector.startsWith(prefix)) return version;
    if (vector.slice(0, prefix.length).toUpperCase() === prefix) {
      throw new CvssError(`El prefijo debe ir en mayúsculas: ${prefix}`);
    }
  }
  const otherVersion = /^CVSS:(\d+(?:\.\d+)?)\//i.exec(vector)?.[1];
  if (otherVersion !== undefined) {
    throw new CvssError(
      `Versión de CVSS no soportada: ${otherVersion} (se aceptan 3.0, 3.1 y 4.0)`,
    );
  }
  throw new CvssError(
    `El vector debe comenzar con ${PREFIXES.slice(0, -1).join(', ')} o ${PREFIXES.at(-1)}`,
  );
}

/**
 * Reads the metrics after the prefix: each at most once, in any order, all base metrics
 * present. Values given as X ("not defined") are left out of the record.
 * @throws CvssError with a Spanish message describing the first problem found.
 */
export function readMetricFields<Key extends string>(
  vector: string,
  version: SupportedCvssVersion,
  metrics: readonly FieldMetric<Key>[],
  baseKeys: readonly Key[],
): Partial<Record<Key, string>> {
  const body = vector.slice(`CVSS:${version}/`.length);
  if (body === '') throw new CvssError('El vector no contiene métricas');
  if (body.endsWith('/')) throw new CvssError('El vector no debe terminar con /');

  const byKey = new Map<string, FieldMetric<Key>>(metrics.map((metric) => [metric.key, metric]));
  const values: Partial<Record<Key, string>> = {};
  const seen = new Set<Key>();
  for (const field of body.split('/')) {
    const [key, value] = readField(field, byKey);
    if (seen.has(key)) throw new CvssError(`Métrica duplicada: ${key}`);
    seen.add(key);
    if (value !== 'X') values[key] = value;
  }

  // Base metrics have no X value, so "not in the record" means "not in the vector".
  const missing = baseKeys.find((key) => values[key] === undefined);
  if (missing !== undefined) throw new CvssError(`Falta la métrica base ${missing}`);
  return values;
}

/**
 * Writes a vector with the metrics in the specification's order, leaving out undefined and X
 * values. Does not require the base metrics, so a UI can show a partially chosen vector.
 */
export function writeVector<Key extends string>(
  version: SupportedCvssVersion,
  order: readonly Key[],
  values: Partial<Record<Key, string>>,
): string {
  const fields = order.flatMap((key) => {
    const value = values[key];
    return value === undefined || value === 'X' ? [] : [`${key}:${value}`];
  });
  return [`CVSS:${version}`, ...fields].join('/');
}

function readField<Key extends string>(
  field: string,
  byKey: ReadonlyMap<string, FieldMetric<Key>>,
): [Key, string] {
  if (field === '') throw new CvssError('El vector contiene un campo vacío (//)');
  const parts = field.split(':');
  const [key, value] = parts;
  if (parts.length !== 2 || key === undefined || value === undefined || key === '') {
    throw new CvssError(`Campo mal formado: ${field} (se espera MÉTRICA:VALOR)`);
  }

  const metric = byKey.get(key);
  if (metric === undefined) {
    if (byKey.has(key.toUpperCase())) {
      throw new CvssError(`La métrica debe ir en mayúsculas: ${key.toUpperCase()} (no ${key})`);
    }
    throw new CvssError(`Métrica desconocida: ${key}`);
  }

  if (value === '') throw new CvssError(`Falta el valor de ${key}`);
  const allowed = metric.values.map((option) => option.value);
  if (!allowed.includes(value)) {
    const sameIgnoringCase = allowed.find((option) => option.toUpperCase() === value.toUpperCase());
    if (sameIgnoringCase !== undefined) {
      const rule =
        sameIgnoringCase === sameIgnoringCase.toUpperCase() ? 'ir en mayúsculas' : 'escribirse';
      throw new CvssError(`El valor debe ${rule}: ${key}:${sameIgnoringCase} (no ${key}:${value})`);
    }
    throw new CvssError(`Valor inválido para ${key}: ${value}`);
  }
  return [metric.key, value];
}
