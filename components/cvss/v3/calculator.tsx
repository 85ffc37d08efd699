import {
  BASE_METRIC_KEYS,
  CVSS_METRICS,
  SEVERITY_LABELS,
  severityOf,
  type CvssResult,
  type CvssVersion,
  type Severity,
} from '@/lib/cvss/core';
import { cvssContent } from '@/content/cvss';
import { CalculatorShell, useCalculator, type CalculatorProps } from '../calculator-shell';
import { MetricGroupFields } from '../metric-groups';
import { formatScore, severityStyle } from '../presentation';
import { Figure } from '../score-panel';
import { cvss3 } from './state';

const text = cvssContent.v3;

/** The CVSS v3.0/v3.1 calculator, shown first and prerendered (disabled) with the page. */
export function Cvss3Calculator(props: CalculatorProps<CvssVersion>) {
  const calculator = useCalculator(cvss3, props);
  const { state, result } = calculator;
  const fields = { idPrefix: 'cvss', text, metrics: CVSS_METRICS, calculator };
  const score = result && {
    label: text.result.baseScore,
    text: formatScore(result.baseScore),
  };
  return (
    <CalculatorShell
      calculator={calculator}
      props={props}
      text={text}
      panel={{
        badge: result && cvssContent.result.version(result.version),
        announcement:
          result && score
            ? text.result.announcement(score.text, SEVERITY_LABELS[result.severity])
            : '',
        score,
        details: result && (
          <Subscores result={result} onlyBase={!cvss3.hasOptional(state.metrics)} />
        ),
        total: BASE_METRIC_KEYS.length,
      }}
      baseTitleId="cvss-base-title"
      base={<MetricGroupFields {...fields} group="base" optional={false} />}
      optional={
        <>
          <MetricGroupFields {...fields} group="temporal" optional />
          <MetricGroupFields {...fields} group="environmental" optional />
        </>
      }
    />
  );
}

/** The subscores, and the temporal and environmental scores with their ratings. */
function Subscores({ result, onlyBase }: { result: CvssResult; onlyBase: boolean }) {
  return (
    <>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <ScoreFigure label={text.result.impact} score={result.impactSubscore} />
        <ScoreFigure label={text.result.exploitability} score={result.exploitabilitySubscore} />
        <ScoreFigure label={text.result.temporal} score={result.temporalScore} rated />
        <ScoreFigure label={text.result.environmental} score={result.environmentalScore} rated />
      </dl>
      {/* No temporal or environmental metric: their scores equal the base score. */}
      {onlyBase && <p className="mt-2 text-xs text-ink-600">{text.result.sameAsBase}</p>}
    </>
  );
}

function ScoreFigure({ label, score, rated }: { label: string; score: number; rated?: boolean }) {
  const severity: Severity | undefined = rated ? severityOf(score) : undefined;
  return (
    <Figure label={label} className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-xl font-bold text-ink-950 tabular-nums">{formatScore(score)}</span>
      {severity && (
        <span
          className={`${severityStyle(severity).soft} rounded-full px-2 py-0.5 text-xs font-semibold ring-1`}
        >
          {SEVERITY_LABELS[severity]}
        </span>
      )}
    </Figure>
  );
}
