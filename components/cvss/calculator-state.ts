import { CvssError, SUPPORTED_CVSS_VERSIONS, type SupportedCvssVersion } from '@/lib/cvss/core';

/** Chosen value per metric; a missing key is "not chosen" (base) or "not defined" (others). */
export type ChosenMetrics<Key extends string> = Readonly<Partial<Record<Key, string>>>;

/** What one CVSS version brings to the calculator: its vectors, base metrics and scoring. */
export interface VersionRules<Version extends SupportedCvssVersion, Key extends string, Result> {
  /** The versions this calculator scores (3.0 and 3.1 share one). */
  versions: readonly Version[];
  /** Version of the metric buttons until a vector says otherwise. */
  defaultVersion: Version;
  /** The metrics a vector needs before it has a score. */
  baseKeys: readonly Key[];
  /** @throws CvssError with a Spanish message when the vector is invalid. */
  parse: (vector: string) => { version: Version; metrics: ChosenMetrics<Key> };
  /** The vector of the chosen metrics, in the specification's order; X values left out. */
  build: (version: Version, metrics: ChosenMetrics<Key>) => string;
  /** Scores metrics whose base metrics are all chosen. */
  score: (version: Version, metrics: ChosenMetrics<Key>) => Result;
}

/**
 * A calculator: the text field and the metric buttons, kept in step. Buttons always hold the
 * last valid choice; the text may be a draft (or an invalid vector) until it is calculated.
 */
export interface CalculatorState<Version extends SupportedCvssVersion, Key extends string> {
  /** What the text field shows. */
  text: string;
  /** Version of the buttons' vector (the prefix of the last valid vector). */
  version: Version;
  /** What the buttons show. */
  metrics: ChosenMetrics<Key>;
  /** Message of the last failed calculation, shown after 'Error: '. */
  error: string | null;
  /** Whether the optional metric groups are expanded. */
  advancedOpen: boolean;
}

export type CalculatorAction<Version extends SupportedCvssVersion, Key extends string> =
  | { type: 'edit'; text: string }
  | { type: 'calculate' }
  | { type: 'select'; key: Key; value: string }
  | { type: 'version'; version: Version }
  | { type: 'toggleAdvanced'; open: boolean }
  | { type: 'clear' };

/** The version a (possibly unfinished) vector starts with: 'CVSS:3.0/…' → '3.0'. */
export function declaredVersion(text: string): SupportedCvssVersion | null {
  const declared = /^CVSS:(\d+\.\d+)(?:\/|$)/.exec(text.trim())?.[1];
  return SUPPORTED_CVSS_VERSIONS.find((version) => version === declared) ?? null;
}

/** The metrics after a button press: 'X' leaves the metric not defined (or not chosen). */
function withChoice<Key extends string>(
  metrics: ChosenMetrics<Key>,
  key: Key,
  value: string,
): ChosenMetrics<Key> {
  const next: Partial<Record<Key, string>> = { ...metrics };
  if (value === 'X') delete next[key];
  else next[key] = value;
  return next;
}

/** The state logic of one version's calculator, the same for every version. */
export function calculatorLogic<Version extends SupportedCvssVersion, Key extends string, Result>(
  rules: VersionRules<Version, Key, Result>,
) {
  type State = CalculatorState<Version, Key>;
  type Action = CalculatorAction<Version, Key>;

  // TypeScript cannot see that {} has every optional key of a generic record.
  const noMetrics = {} as ChosenMetrics<Key>;
  const empty: State = {
    text: '',
    version: rules.defaultVersion,
    metrics: noMetrics,
    error: null,
    advancedOpen: false,
  };
  const isBase = (key: string) => (rules.baseKeys as readonly string[]).includes(key);

  /** How many base metrics have a value. */
  const chosenBase = (metrics: ChosenMetrics<Key>) =>
    rules.baseKeys.filter((key) => metrics[key] !== undefined).length;

  /** Whether any optional metric is defined. */
  const hasOptional = (metrics: ChosenMetrics<Key>) =>
    Object.keys(metrics).some((key) => !isBase(key));

  /** The version of this calculator a (possibly unfinished) vector starts with, if any. */
  const versionOfText = (text: string): Version | null => {
    const version = declaredVersion(text);
    return rules.versions.find((own) => own === version) ?? null;
  };

  function reducer(state: State, action: Action): State {
    switch (action.type) {
      case 'edit':
        return { ...state, text: action.text };

      case 'calculate': {
        // Outer spaces from a paste are dropped, and the field shows what was scored.
        const text = state.text.trim();
        try {
          const { version, metrics } = rules.parse(text);
          return {
            ...state,
            text,
            version,
            metrics,
            error: null,
            advancedOpen: state.advancedOpen || hasOptional(metrics),
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
        return { ...state, version, metrics, text: rules.build(version, metrics), error: null };
      }

      case 'version':
        return {
          ...state,
          version: action.version,
          text: rules.build(action.version, state.metrics),
          error: null,
        };

      case 'toggleAdvanced':
        return { ...state, advancedOpen: action.open };

      case 'clear':
        // The chosen version and the open section stay: clearing is about the vector.
        return { ...empty, version: state.version, advancedOpen: state.advancedOpen };
    }
  }

  /**
   * Start state, from the vector of a shared link if there is one (invalid ones show their
   * error), or empty; a version (after a switch from another calculator) starts the field
   * with its bare prefix.
   */
  function initialState(vector: string | null, version?: Version): State {
    if (vector === null || vector === '') {
      return version === undefined
        ? empty
        : { ...empty, version, text: rules.build(version, noMetrics) };
    }
    return reducer({ ...empty, text: vector }, { type: 'calculate' });
  }

  /** The scores of the buttons' vector, once all base metrics are chosen. */
  function resultOf({ version, metrics }: Pick<State, 'version' | 'metrics'>): Result | null {
    if (chosenBase(metrics) < rules.baseKeys.length) return null;
    try {
      return rules.score(version, metrics);
    } catch (error) {
      if (error instanceof CvssError) return null;
      throw error;
    }
  }

  return { rules, reducer, initialState, resultOf, chosenBase, hasOptional, versionOfText };
}

export type CalculatorLogic<
  Version extends SupportedCvssVersion,
  Key extends string,
  Result,
> = ReturnType<typeof calculatorLogic<Version, Key, Result>>;
