import {
  CVSS4_BASE_KEYS,
  buildCvss4Vector,
  parseCvss4Vector,
  scoreCvss4Metrics,
  type Cvss4MetricKey,
  type Cvss4Metrics,
  type Cvss4Result,
} from '@/lib/cvss/v4';
import { CvssError } from '@/lib/cvss/core';
import { countChosen, definesOtherThan, withChoice } from './calculator-state';

/**
 * The v4.0 calculator: the text field and the metric buttons, kept in step, like the v3 one.
 * Buttons hold the last valid choice; the text may be a draft until it is calculated.
 */
export interface Calculator4State {
  text: string;
  /** What the buttons show; a missing key is "not chosen" (base) or "not defined" (others). */
  metrics: Cvss4Metrics;
  /** Message of the last failed calculation, shown after 'Error: '. */
  error: string | null;
  /** Whether the threat, environmental and supplemental metrics are expanded. */
  advancedOpen: boolean;
}

export type Calculator4Action =
  | { type: 'edit'; text: string }
  | { type: 'calculate' }
  | { type: 'select'; key: Cvss4MetricKey; value: string }
  | { type: 'toggleAdvanced'; open: boolean }
  | { type: 'clear' };

const EMPTY: Calculator4State = { text: '', metrics: {}, error: null, advancedOpen: false };

/** Start state, from a v4.0 vector (invalid ones show their error) or empty. */
export function initialCalculator4State(vector: string | null): Calculator4State {
  if (vector === null || vector === '') return { ...EMPTY, text: buildCvss4Vector({}) };
  return calculator4Reducer({ ...EMPTY, text: vector }, { type: 'calculate' });
}

export function calculator4Reducer(
  state: Calculator4State,
  action: Calculator4Action,
): Calculator4State {
  switch (action.type) {
    case 'edit':
      return { ...state, text: action.text };

    case 'calculate': {
      const text = state.text.trim();
      try {
        const metrics = parseCvss4Vector(text);
        return {
          ...state,
          text,
          metrics,
          error: null,
          advancedOpen: state.advancedOpen || hasOptional4Metrics(metrics),
        };
      } catch (error) {
        if (!(error instanceof CvssError)) throw error;
        return { ...state, text, error: error.message };
      }
    }

    case 'select': {
      const metrics = withChoice(state.metrics, action.key, action.value);
      return { ...state, metrics, text: buildCvss4Vector(metrics), error: null };
    }

    case 'toggleAdvanced':
      return { ...state, advancedOpen: action.open };

    case 'clear':
      return { ...EMPTY, advancedOpen: state.advancedOpen };
  }
}

/** How many of the eleven base metrics have a value. */
export const chosen4BaseMetrics = (metrics: Cvss4Metrics) => countChosen(metrics, CVSS4_BASE_KEYS);

/** The score of the buttons' vector, once all eleven base metrics are chosen. */
export function result4Of(metrics: Cvss4Metrics): Cvss4Result | null {
  return chosen4BaseMetrics(metrics) < CVSS4_BASE_KEYS.length ? null : scoreCvss4Metrics(metrics);
}

/** Whether any threat, environmental or supplemental metric is defined. */
export const hasOptional4Metrics = (metrics: Cvss4Metrics) =>
  definesOtherThan(metrics, CVSS4_BASE_KEYS);
