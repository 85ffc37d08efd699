import {
  BASE_METRIC_KEYS,
  CvssError,
  buildCvssVector,
  parseCvssVector,
  scoreCvss3,
  type CvssMetrics,
  type CvssResult,
  type CvssVersion,
  type MetricKey,
} from '@/lib/cvss/core';

/** Version of the metric buttons until a vector says otherwise. */
export const DEFAULT_VERSION: CvssVersion = '3.1';

/**
 * The calculator: the text field and the metric buttons, kept in step. Buttons always hold
 * the last valid choice; the text may be a draft (or an invalid vector) until it is calculated.
 */
export interface CalculatorState {
  /** What the text field shows. */
  text: string;
  /** Version of the buttons' vector (the prefix of the last valid vector). */
  version: CvssVersion;
  /** What the buttons show; a missing key is "not chosen" (base) or "not defined" (others). */
  metrics: CvssMetrics;
  /** Message of the last failed calculation, shown after 'Error: '. */
  error: string | null;
  /** Whether the temporal and environmental metrics are expanded. */
  advancedOpen: boolean;
}

export type CalculatorAction =
  | { type: 'edit'; text: string }
  | { type: 'calculate' }
  | { type: 'select'; key: MetricKey; value: string }
  | { type: 'version'; version: CvssVersion }
  | { type: 'toggleAdvanced'; open: boolean }
  | { type: 'clear' };

const EMPTY: CalculatorState = {
  text: '',
  version: DEFAULT_VERSION,
  metrics: {},
  error: null,
  advancedOpen: false,
};

/**
 * Start state, from the vector of a shared link if there is one (invalid ones show their
 * error), or empty in the given version (when the visitor comes back from v4.0).
 */
export function initialCalculatorState(
  vector: string | null,
  version?: CvssVersion,
): CalculatorState {
  if (vector === null || vector === '') {
    return version === undefined
      ? EMPTY
      : { ...EMPTY, version, text: buildCvssVector(version, {}) };
  }
  return calculatorReducer({ ...EMPTY, text: vector }, { type: 'calculate' });
}

export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'edit':
      return { ...state, text: action.text };

    case 'calculate': {
      // Outer spaces from a paste are dropped, and the field shows what was scored.
      const text = state.text.trim();
      try {
        const { version, metrics } = parseCvssVector(text);
        return {
          ...state,
          text,
          version,
          metrics,
          error: null,
          advancedOpen: state.advancedOpen || hasOptionalMetrics(metrics),
        };
      } catch (error) {
        if (!(error instanceof CvssError)) throw error;
        // The buttons keep their last valid choice.
        return { ...state, text, error: error.message };
      }
    }

    case 'select': {
      const metrics = withChoice(state.metrics, action.key, action.value);
      // A prefix typed into the field is kept: it decides the version (docs/product.md).
      const version = versionOfText(state.text) ?? state.version;
      return { ...state, version, metrics, text: buildCvssVector(version, metrics), error: null };
    }

    case 'version':
      return {
        ...state,
        version: action.version,
        text: buildCvssVector(action.version, state.metrics),
        error: null,
      };

    case 'toggleAdvanced':
      return { ...state, advancedOpen: action.open };

    case 'clear':
      // The chosen version and the open section stay: clearing is about the vector.
      return { ...EMPTY, version: state.version, advancedOpen: state.advancedOpen };
  }
}

type AnyMetrics = Readonly<Partial<Record<string, string>>>;

/** The metrics after a button press: 'X' leaves the metric not defined (or not chosen). */
export function withChoice<M extends AnyMetrics>(metrics: M, key: keyof M, value: string): M {
  const next = { ...metrics };
  if (value === 'X') delete next[key];
  else next[key] = value as M[keyof M];
  return next;
}

/** How many of the given metrics have a value. */
export function countChosen(metrics: AnyMetrics, keys: readonly string[]): number {
  return keys.filter((key) => metrics[key] !== undefined).length;
}

/** Whether any metric other than the given ones is defined. */
export function definesOtherThan(metrics: AnyMetrics, keys: readonly string[]): boolean {
  return Object.keys(metrics).some((key) => !keys.includes(key));
}

/** How many of the eight base metrics have a value. */
export const chosenBaseMetrics = (metrics: CvssMetrics) => countChosen(metrics, BASE_METRIC_KEYS);

/** The scores of the buttons' vector, once all eight base metrics are chosen. */
export function resultOf({ version, metrics }: Pick<CalculatorState, 'version' | 'metrics'>) {
  if (chosenBaseMetrics(metrics) < BASE_METRIC_KEYS.length) return null;
  try {
    return scoreCvss3(buildCvssVector(version, metrics)) satisfies CvssResult;
  } catch (error) {
    if (error instanceof CvssError) return null;
    throw error;
  }
}

/** The version a (possibly unfinished) vector starts with: 'CVSS:3.0/…' → '3.0'. */
export function versionOfText(text: string): CvssVersion | null {
  const match = /^CVSS:(3\.[01])(?:\/|$)/.exec(text.trim());
  return match?.[1] === '3.0' || match?.[1] === '3.1' ? match[1] : null;
}

/** Whether a (possibly unfinished) vector is a v4.0 one, which the v4.0 calculator handles. */
export function isCvss4Text(text: string): boolean {
  return /^CVSS:4\.0(?:\/|$)/.test(text.trim());
}

/** Whether any temporal or environmental metric is defined. */
export const hasOptionalMetrics = (metrics: CvssMetrics) =>
  definesOtherThan(metrics, BASE_METRIC_KEYS);
