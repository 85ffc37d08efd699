'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useMemo, useReducer, useState } from 'react';
import {
  BASE_METRIC_KEYS,
  CVSS_METRICS,
  type CvssVersion,
  type MetricDefinition,
  type MetricGroup,
  type SupportedCvssVersion,
} from '@/lib/cvss/core';
import { cvssContent } from '@/content/cvss';
import {
  calculatorReducer,
  chosenBaseMetrics,
  hasOptionalMetrics,
  initialCalculatorState,
  isCvss4Text,
  resultOf,
  type CalculatorAction,
  type CalculatorState,
} from './calculator-state';
import {
  AdvancedSection,
  GroupBlock,
  VectorForm,
  cardClass,
  useVectorInUrl,
} from './calculator-parts';
import { ChoiceGroup } from './choice-group';
import { formatScore } from './presentation';
import { ScoreChip } from './score-chip';
import { ScorePanel } from './score-panel';
import { vectorFromSearch } from './share-url';

const metricsOf = (group: MetricGroup) => CVSS_METRICS.filter((metric) => metric.group === group);
const BASE_METRICS = metricsOf('base');
const TEMPORAL_METRICS = metricsOf('temporal');
const ENVIRONMENTAL_METRICS = metricsOf('environmental');

/** The v4.0 calculator, its metrics and scoring table load only when v4.0 is in play. */
const Cvss4Calculator = dynamic(
  () => import('./cvss4-calculator').then((module) => module.Cvss4Calculator),
  {
    ssr: false,
    loading: () => (
      <p role="status" aria-busy="true" className={`${cardClass} p-6 text-ink-700`}>
        {cvssContent.v4.loading}
      </p>
    ),
  },
);

/** The calculator with the vector of the page's URL (/cvss?vector=…), once it is known. */
export function CvssCalculatorFromUrl() {
  const searchParams = useSearchParams();
  return <CvssCalculator initialVector={vectorFromSearch(searchParams)} />;
}

/** Which calculator is shown and what it starts with; `switches` remounts it on each change. */
interface Shown {
  version: SupportedCvssVersion;
  vector: string | null;
  switches: number;
}

/** Where the focus goes when a switched-to calculator appears: where the visitor left it. */
const focusAfterSwitch = ({ switches, vector }: Shown) =>
  switches === 0 ? undefined : vector === null ? ('version' as const) : ('input' as const);

/** Called by a calculator when the visitor picks or pastes another version. */
export type SwitchVersion = (version: SupportedCvssVersion, vector: string | null) => void;

/**
 * The CVSS calculator: a text field for the vector and one radio group per metric, kept in
 * step, the scores of the chosen vector, and the vector in the URL for sharing. A v4.0 vector
 * or choice swaps in the v4.0 calculator; a v3 one swaps back.
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
  const [shown, setShown] = useState<Shown>(() => ({
    version: initialVector !== null && isCvss4Text(initialVector) ? '4.0' : '3.1',
    vector: initialVector,
    switches: 0,
  }));
  const switchVersion: SwitchVersion = (version, vector) =>
    setShown(({ switches }) => ({ version, vector, switches: switches + 1 }));
  const fromUrl = shown.switches === 0;

  if (shown.version === '4.0') {
    return (
      <Cvss4Calculator
        key={shown.switches}
        initialVector={shown.vector}
        fromUrl={fromUrl}
        focusOnMount={focusAfterSwitch(shown)}
        onSwitch={switchVersion}
      />
    );
  }
  return (
    <Cvss3Calculator
      key={shown.switches}
      initialVector={shown.vector}
      // Coming back from v4.0 by the version choice starts empty in the chosen version.
      initialVersion={fromUrl || shown.vector !== null ? undefined : shown.version}
      fromUrl={fromUrl}
      focusOnMount={focusAfterSwitch(shown)}
      onSwitch={switchVersion}
      pending={pending}
    />
  );
}

function Cvss3Calculator({
  initialVector,
  initialVersion,
  fromUrl,
  focusOnMount,
  onSwitch,
  pending,
}: {
  initialVector: string | null;
  initialVersion: CvssVersion | undefined;
  fromUrl: boolean;
  focusOnMount: 'input' | 'version' | undefined;
  onSwitch: SwitchVersion;
  pending: boolean;
}) {
  const [state, dispatch] = useReducer(calculatorReducer, null, () =>
    initialCalculatorState(initialVector, initialVersion),
  );
  const { version, metrics } = state;
  const result = useMemo(() => resultOf({ version, metrics }), [version, metrics]);
  const chosen = chosenBaseMetrics(metrics);
  useVectorInUrl(result?.vector ?? null, fromUrl);

  const calculator = (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <VectorForm
        text={state.text}
        error={state.error}
        version={version}
        placeholder={cvssContent.form.placeholder}
        onEdit={(text) => dispatch({ type: 'edit', text })}
        onCalculate={() => {
          const text = state.text.trim();
          if (isCvss4Text(text)) onSwitch('4.0', text);
          else dispatch({ type: 'calculate' });
        }}
        onVersion={(chosenVersion) => {
          if (chosenVersion === '4.0') onSwitch('4.0', null);
          else dispatch({ type: 'version', version: chosenVersion });
        }}
        onClear={() => dispatch({ type: 'clear' })}
        focusOnMount={focusOnMount}
      />
      <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ScorePanel
          result={result}
          onlyBase={!hasOptionalMetrics(metrics)}
          chosen={chosen}
          total={BASE_METRIC_KEYS.length}
        />
      </div>
      <div className="lg:col-start-1">
        <ScoreChip
          score={result && { text: formatScore(result.baseScore), severity: result.severity }}
          chosen={chosen}
          total={BASE_METRIC_KEYS.length}
        />
        <section aria-labelledby="cvss-base-title" className={`${cardClass} p-6`}>
          <MetricGroupFields
            titleId="cvss-base-title"
            group="base"
            metrics={BASE_METRICS}
            state={state}
            dispatch={dispatch}
          />
        </section>
        <AdvancedSection
          open={state.advancedOpen}
          onToggle={(open) => dispatch({ type: 'toggleAdvanced', open })}
          toggle={cvssContent.advanced.toggle}
          hint={cvssContent.advanced.hint}
        >
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
        </AdvancedSection>
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
  dispatch: (action: CalculatorAction) => void;
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
