import { SEVERITY_LABELS } from '@/lib/cvss/core';
import {
  CVSS4_BASE_KEYS,
  CVSS4_METRICS,
  CVSS4_VERSION,
  type Cvss4MetricGroup,
  type Cvss4Result,
} from '@/lib/cvss/v4';
import { cvssContent } from '@/content/cvss';
import { CalculatorShell, useCalculator, type CalculatorProps } from '../calculator-shell';
import { MetricGroupFields } from '../metric-groups';
import { formatScoreEs } from '../presentation';
import { Figure } from '../score-panel';
import { cvss4 } from './state';

const text = cvssContent.v4;
const BASE_GROUPS: readonly Cvss4MetricGroup[] = [
  'exploitability',
  'vulnerableSystem',
  'subsequentSystem',
];
const OPTIONAL_GROUPS: readonly Cvss4MetricGroup[] = ['threat', 'environmental', 'supplemental'];

/** The CVSS v4.0 calculator, loaded on demand by the page's calculator. */
export function Cvss4Calculator(props: CalculatorProps<typeof CVSS4_VERSION>) {
  const calculator = useCalculator(cvss4, props);
  const { result } = calculator;
  const fields = { idPrefix: 'cvss4', text, metrics: CVSS4_METRICS, calculator };
  const score = result && {
    label: text.result.score,
    text: formatScoreEs(result.score),
  };
  return (
    <CalculatorShell
      calculator={calculator}
      props={props}
      text={text}
      panel={{
        badge: cvssContent.result.version(CVSS4_VERSION),
        announcement:
          result && score
            ? text.result.announcement(
                score.text,
                result.nomenclature,
                SEVERITY_LABELS[result.severity],
              )
            : '',
        score,
        details: result && <Details result={result} />,
        total: CVSS4_BASE_KEYS.length,
      }}
      baseTitleId="cvss4-base-title"
      base={
        <>
          <h2 id="cvss4-base-title" className="sr-only">
            {text.baseTitle}
          </h2>
          <div className="grid gap-10">
            {BASE_GROUPS.map((group) => (
              <MetricGroupFields key={group} {...fields} group={group} optional={false} />
            ))}
          </div>
        </>
      }
      optional={OPTIONAL_GROUPS.map((group) => (
        <MetricGroupFields key={group} {...fields} group={group} optional />
      ))}
    />
  );
}

/** The summary line, the nomenclature and the MacroVector with its equivalence classes. */
function Details({ result }: { result: Cvss4Result }) {
  const { score, nomenclature, macroVector } = result;
  return (
    <>
      <p className="mt-4 text-lg font-semibold text-ink-950 tabular-nums">
        {text.result.summary(formatScoreEs(score), nomenclature, SEVERITY_LABELS[result.severity])}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Figure label={text.result.nomenclature} className="mt-1">
          <span className="block font-bold text-ink-950">{nomenclature}</span>
          <span className="text-xs text-ink-600">{text.result.nomenclatures[nomenclature]}</span>
        </Figure>
        <Figure label={text.result.macroVector} className="mt-1 font-mono font-bold text-ink-950">
          {macroVector}
        </Figure>
      </dl>
      <details className="mt-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-semibold text-ink-800">
          {text.result.macroVector}: {text.result.macroVectorHelp}
        </summary>
        <ol className="mt-2 grid gap-1">
          {text.result.equivalenceClasses.map((name, index) => (
            <li key={name} className="flex justify-between gap-3">
              <span>
                {/* FIRST's notation for the equivalence classes (EQ1…EQ6), not copy. */}
                {`EQ${index + 1}`} · {name}
              </span>
              <span className="font-mono">
                {macroVector[index]} ({text.result.levels[Number(macroVector[index])]})
              </span>
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
