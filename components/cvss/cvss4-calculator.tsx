'use client';

import { useMemo, useReducer } from 'react';
import {
  CVSS4_BASE_KEYS,
  CVSS4_METRICS,
  type Cvss4MetricGroup,
  type Cvss4Result,
} from '@/lib/cvss/v4';
import { SEVERITY_LABELS } from '@/lib/cvss/core';
import { cvssContent } from '@/content/cvss';
import {
  calculator4Reducer,
  chosen4BaseMetrics,
  initialCalculator4State,
  result4Of,
  type Calculator4Action,
  type Calculator4State,
} from './calculator4-state';
import {
  AdvancedSection,
  GroupBlock,
  VectorForm,
  cardClass,
  useVectorInUrl,
} from './calculator-parts';
import { versionOfText } from './calculator-state';
import { ChoiceGroup } from './choice-group';
import type { SwitchVersion } from './cvss-calculator';
import { formatScoreEs } from './presentation';
import { ScoreChip } from './score-chip';
import { EmptyState, ScoreHeadline, VectorBlock } from './score-panel';
import { SeverityScale } from './severity-scale';

const TOTAL = CVSS4_BASE_KEYS.length;
const BASE_GROUPS: readonly Cvss4MetricGroup[] = [
  'exploitability',
  'vulnerableSystem',
  'subsequentSystem',
];
const OPTIONAL_GROUPS: readonly Cvss4MetricGroup[] = ['threat', 'environmental', 'supplemental'];

/** The CVSS v4.0 calculator, loaded on demand by the page's calculator. */
export function Cvss4Calculator({
  initialVector,
  fromUrl,
  focusOnMount,
  onSwitch,
}: {
  initialVector: string | null;
  fromUrl: boolean;
  focusOnMount: 'input' | 'version' | undefined;
  onSwitch: SwitchVersion;
}) {
  const [state, dispatch] = useReducer(calculator4Reducer, initialVector, initialCalculator4State);
  const result = useMemo(() => result4Of(state.metrics), [state.metrics]);
  const chosen = chosen4BaseMetrics(state.metrics);
  useVectorInUrl(result?.vector ?? null, fromUrl);
  const text = cvssContent.v4;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <VectorForm
        text={state.text}
        error={state.error}
        version="4.0"
        placeholder={text.placeholder}
        onEdit={(value) => dispatch({ type: 'edit', text: value })}
        onCalculate={() => {
          const value = state.text.trim();
          const version = versionOfText(value);
          if (version !== null) onSwitch(version, value);
          else dispatch({ type: 'calculate' });
        }}
        onVersion={(version) => {
          if (version !== '4.0') onSwitch(version, null);
        }}
        onClear={() => dispatch({ type: 'clear' })}
        focusOnMount={focusOnMount}
      />
      <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <Score4Panel result={result} chosen={chosen} />
      </div>
      <div className="lg:col-start-1">
        <ScoreChip
          score={result && { text: formatScoreEs(result.score), severity: result.severity }}
          chosen={chosen}
          total={TOTAL}
        />
        <section aria-labelledby="cvss4-base-title" className={`${cardClass} p-6`}>
          <h2 id="cvss4-base-title" className="sr-only">
            {text.baseTitle}
          </h2>
          <div className="grid gap-10">
            {BASE_GROUPS.map((group) => (
              <MetricGroupFields key={group} group={group} state={state} dispatch={dispatch} />
            ))}
          </div>
        </section>
        <AdvancedSection
          open={state.advancedOpen}
          onToggle={(open) => dispatch({ type: 'toggleAdvanced', open })}
          toggle={text.advanced.toggle}
          hint={text.advanced.hint}
        >
          {OPTIONAL_GROUPS.map((group) => (
            <MetricGroupFields key={group} group={group} state={state} dispatch={dispatch} />
          ))}
        </AdvancedSection>
      </div>
    </div>
  );
}

function MetricGroupFields({
  group,
  state,
  dispatch,
}: {
  group: Cvss4MetricGroup;
  state: Calculator4State;
  dispatch: (action: Calculator4Action) => void;
}) {
  const { title, description } = cvssContent.v4.groups[group];
  const isBase = BASE_GROUPS.includes(group);
  return (
    <GroupBlock titleId={`cvss4-${group}-title`} title={title} description={description}>
      {CVSS4_METRICS.filter((metric) => metric.group === group).map((metric) => (
        <ChoiceGroup
          key={metric.key}
          label={metric.name}
          code={metric.key}
          description={cvssContent.v4.metricHelp[metric.key]}
          choices={metric.values}
          // Optional metrics left out of the vector are "not defined" (X).
          selected={state.metrics[metric.key] ?? (isBase ? undefined : 'X')}
          onSelect={(value) => dispatch({ type: 'select', key: metric.key, value })}
        />
      ))}
    </GroupBlock>
  );
}

/** The v4.0 result: score, nomenclature and severity, the MacroVector, the vector and sharing. */
function Score4Panel({ result, chosen }: { result: Cvss4Result | null; chosen: number }) {
  const text = cvssContent.v4.result;
  const common = cvssContent.result;
  const severity = result && SEVERITY_LABELS[result.severity];
  return (
    <section
      aria-labelledby="cvss-result-title"
      className="rounded-card border border-ink-100 bg-white p-6 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="cvss-result-title" className="text-title font-bold">
          {common.title}
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
          {common.version('4.0')}
        </span>
      </div>

      <p role="status" className="sr-only">
        {result && severity
          ? text.announcement(formatScoreEs(result.score), result.nomenclature, severity)
          : ''}
      </p>

      {result && severity ? (
        <>
          <ScoreHeadline
            label={text.score}
            score={formatScoreEs(result.score)}
            severity={result.severity}
          />
          <p className="mt-4 text-lg font-semibold text-ink-950 tabular-nums">
            {text.summary(formatScoreEs(result.score), result.nomenclature, severity)}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div className="rounded-xl border border-ink-100 px-3.5 py-3">
              <dt className="text-xs font-medium text-ink-600">{text.nomenclature}</dt>
              <dd className="mt-1">
                <span className="block font-bold text-ink-950">{result.nomenclature}</span>
                <span className="text-xs text-ink-600">
                  {text.nomenclatures[result.nomenclature]}
                </span>
              </dd>
            </div>
            <div className="rounded-xl border border-ink-100 px-3.5 py-3">
              <dt className="text-xs font-medium text-ink-600">{text.macroVector}</dt>
              <dd className="mt-1 font-mono font-bold text-ink-950">{result.macroVector}</dd>
            </div>
          </dl>
          <details className="mt-3 text-sm text-ink-700">
            <summary className="cursor-pointer font-semibold text-ink-800">
              {text.macroVector}: {text.macroVectorHelp}
            </summary>
            <ol className="mt-2 grid gap-1">
              {text.equivalenceClasses.map((name, index) => (
                <li key={name} className="flex justify-between gap-3">
                  <span>
                    EQ{index + 1} · {name}
                  </span>
                  <span className="font-mono">
                    {result.macroVector[index]} ({text.levels[Number(result.macroVector[index])]})
                  </span>
                </li>
              ))}
            </ol>
          </details>

          <VectorBlock vector={result.vector} />
        </>
      ) : (
        <EmptyState chosen={chosen} total={TOTAL} empty={text.empty} />
      )}

      <div className="mt-6 border-t border-ink-100 pt-5">
        <p className="mb-3 text-sm font-semibold text-ink-700">{common.scaleTitle}</p>
        <SeverityScale label={common.scaleTitle} current={result?.severity} />
      </div>
    </section>
  );
}
