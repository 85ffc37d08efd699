'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useMemo, useReducer, useRef, type ReactNode } from 'react';
import {
  BASE_METRIC_KEYS,
  CVSS_METRICS,
  CVSS_VERSIONS,
  type CvssVersion,
  type MetricDefinition,
  type MetricGroup,
} from '@/lib/cvss';
import { cvssContent } from '@/content/cvss';
import {
  calculatorReducer,
  chosenBaseMetrics,
  hasOptionalMetrics,
  initialCalculatorState,
  resultOf,
  type CalculatorAction,
  type CalculatorState,
} from './calculator-state';
import { ChoiceGroup } from './choice-group';
import { Icon } from '@/components/ui/icons';
import { ScoreChip } from './score-chip';
import { ScorePanel } from './score-panel';
import { cvssHref, vectorFromSearch } from './share-url';

const metricsOf = (group: MetricGroup) => CVSS_METRICS.filter((metric) => metric.group === group);
const BASE_METRICS = metricsOf('base');
const TEMPORAL_METRICS = metricsOf('temporal');
const ENVIRONMENTAL_METRICS = metricsOf('environmental');
const VERSION_CHOICES = [...CVSS_VERSIONS].reverse().map((version) => ({
  value: version,
  label: `CVSS ${version}`,
}));
const isVersion = (value: string): value is CvssVersion =>
  (CVSS_VERSIONS as readonly string[]).includes(value);

const cardClass = 'rounded-card border-ink-100 shadow-card border bg-white';

/** The calculator with the vector of the page's URL (/cvss?vector=…), once it is known. */
export function CvssCalculatorFromUrl() {
  const searchParams = useSearchParams();
  return <CvssCalculator initialVector={vectorFromSearch(searchParams)} />;
}

/**
 * The CVSS calculator: a text field for the vector and one radio group per metric, kept in
 * step, the scores of the chosen vector, and the vector in the URL for sharing.
 * `pending` renders the prerendered stand-in shown until the browser takes over: same
 * layout, controls disabled so nothing typed is lost when the live calculator replaces it.
 */
export function CvssCalculator({
  initialVector,
  pending = false,
}: {
  initialVector: string | null;
  pending?: boolean;
}) {
  const [state, dispatch] = useReducer(calculatorReducer, initialVector, initialCalculatorState);
  const { version, metrics } = state;
  const result = useMemo(() => resultOf({ version, metrics }), [version, metrics]);
  const chosen = chosenBaseMetrics(metrics);
  useVectorInUrl(result?.vector ?? null);

  const calculator = (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <VectorForm state={state} dispatch={dispatch} />
      <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ScorePanel
          result={result}
          onlyBase={!hasOptionalMetrics(metrics)}
          chosen={chosen}
          total={BASE_METRIC_KEYS.length}
        />
      </div>
      <div className="lg:col-start-1">
        <ScoreChip result={result} chosen={chosen} total={BASE_METRIC_KEYS.length} />
        <MetricSection
          titleId="cvss-base-title"
          group="base"
          metrics={BASE_METRICS}
          state={state}
          dispatch={dispatch}
        />
        <details
          open={state.advancedOpen}
          onToggle={(event) => {
            const { open } = event.currentTarget;
            if (open !== state.advancedOpen) dispatch({ type: 'toggleAdvanced', open });
          }}
          className={`${cardClass} group/advanced mt-6 lg:mt-8`}
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-6 transition-colors hover:bg-ink-50 motion-reduce:transition-none [&::-webkit-details-marker]:hidden">
            <span>
              <span className="block text-lg font-bold text-ink-950">
                {cvssContent.advanced.toggle}
              </span>
              <span className="mt-1 block text-sm text-ink-600">{cvssContent.advanced.hint}</span>
            </span>
            <Icon
              name="chevron-down"
              className="size-6 shrink-0 text-ink-700 group-open/advanced:rotate-180 motion-safe:transition-transform"
            />
          </summary>
          <div className="grid gap-10 border-t border-ink-100 p-6">
            <MetricGroupFields
              titleId="cvss-temporal-title"
              group="temporal"
              metrics={TEMPORAL_METRICS}
              state={state}
              dispatch={dispatch}
            />
            <MetricGroupFields
              titleId="cvss-environmental-title"
              group="environmental"
              metrics={ENVIRONMENTAL_METRICS}
              state={state}
              dispatch={dispatch}
            />
          </div>
        </details>
      </div>
    </div>
  );

  // A disabled fieldset switches off every control of the stand-in at once.
  return pending ? (
    <fieldset disabled aria-busy="true" className="m-0 min-w-0 border-0 p-0">
      {calculator}
    </fieldset>
  ) : (
    calculator
  );
}

/** Keeps /cvss?vector=… in step with the result, so that it can be shared and reloaded. */
function useVectorInUrl(vector: string | null) {
  // The page was opened with this vector already in its URL: nothing to write at first.
  const written = useRef(vector);
  useEffect(() => {
    if (written.current === vector) return;
    written.current = vector;
    // The History API keeps Next's search params in sync without a server round trip.
    window.history.replaceState(null, '', cvssHref(vector));
  }, [vector]);
}

type Dispatch = (action: CalculatorAction) => void;

function VectorForm({ state, dispatch }: { state: CalculatorState; dispatch: Dispatch }) {
  const id = useId();
  const inputId = `${id}-vector`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const { form } = cvssContent;
  const invalid = state.error !== null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'calculate' });
      }}
      className={`${cardClass} p-6`}
    >
      <label htmlFor={inputId} className="block text-lg font-bold text-ink-950">
        {form.label}
      </label>
      <p id={helpId} className="mt-1 text-sm text-ink-600">
        {form.help}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          name="vector"
          value={state.text}
          onChange={(event) => dispatch({ type: 'edit', text: event.target.value })}
          placeholder={form.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${helpId}` : helpId}
          className={`min-w-0 flex-1 rounded-xl border bg-white px-4 py-3 font-mono text-base text-ink-950 transition-colors placeholder:text-ink-500 disabled:cursor-wait motion-reduce:transition-none sm:text-[0.95rem] ${
            invalid ? 'border-red-600' : 'border-ink-300 hover:border-ink-400'
          }`}
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-card transition-colors hover:bg-brand-700 disabled:cursor-wait motion-reduce:transition-none"
        >
          {form.submit}
        </button>
      </div>

      <div role="alert" id={errorId}>
        {state.error !== null && (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            <Icon name="alert" className="mt-px size-4.5 shrink-0" />
            <span>
              <span className="font-semibold">{form.errorPrefix}</span>
              {state.error}
            </span>
          </p>
        )}
      </div>

      <div className="mt-5 flex flex-wrap items-end justify-between gap-4">
        <ChoiceGroup
          label={form.versionLabel}
          choices={VERSION_CHOICES}
          selected={state.version}
          onSelect={(value) => {
            if (isVersion(value)) dispatch({ type: 'version', version: value });
          }}
          showValues={false}
          compact
        />
        <button
          type="button"
          onClick={() => {
            dispatch({ type: 'clear' });
            input.current?.focus();
          }}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 disabled:cursor-wait motion-reduce:transition-none"
        >
          <Icon name="reset" className="size-4" />
          {form.clear}
        </button>
      </div>
    </form>
  );
}

function MetricSection({
  titleId,
  ...fields
}: {
  titleId: string;
  group: MetricGroup;
  metrics: readonly MetricDefinition[];
  state: CalculatorState;
  dispatch: Dispatch;
}) {
  return (
    <section aria-labelledby={titleId} className={`${cardClass} p-6`}>
      <MetricGroupFields titleId={titleId} {...fields} />
    </section>
  );
}

function MetricGroupFields({
  titleId,
  group,
  metrics,
  state,
  dispatch,
}: {
  titleId: string;
  group: MetricGroup;
  metrics: readonly MetricDefinition[];
  state: CalculatorState;
  dispatch: Dispatch;
}) {
  const { title, description } = cvssContent.groups[group];
  return (
    <GroupBlock titleId={titleId} title={title} description={description}>
      {metrics.map((metric) => (
        <ChoiceGroup
          key={metric.key}
          label={metric.name}
          code={metric.key}
          description={cvssContent.metricHelp[metric.key]}
          choices={metric.values}
          // Optional metrics left out of the vector are "not defined" (X).
          selected={state.metrics[metric.key] ?? (group === 'base' ? undefined : 'X')}
          onSelect={(value) => dispatch({ type: 'select', key: metric.key, value })}
        />
      ))}
    </GroupBlock>
  );
}

function GroupBlock({
  titleId,
  title,
  description,
  children,
}: {
  titleId: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div>
      <h2 id={titleId} className="text-title font-bold">
        {title}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-600">{description}</p>
      <div className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-2">{children}</div>
    </div>
  );
}
