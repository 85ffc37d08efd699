import { Fragment } from 'react';
import { SEVERITY_LABELS, severityOf, type CvssResult, type Severity } from '@/lib/cvss';
import { cvssContent } from '@/content/cvss';
import { CopyButton } from './copy-button';
import { formatScore, severityStyle } from './presentation';
import { SeverityScale } from './severity-scale';
import { buildShareUrl } from './share-url';

// Side by side when both fit, one per row on narrow phones.
const copyButtonClass =
  'inline-flex flex-[1_1_10rem] items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-semibold transition-colors motion-reduce:transition-none';

/** The result of specification 3 (vector, base score, severity) plus subscores and sharing. */
export function ScorePanel({
  result,
  onlyBase,
  chosen,
  total,
}: {
  result: CvssResult | null;
  /** No temporal or environmental metric is defined (their scores equal the base score). */
  onlyBase: boolean;
  /** Base metrics chosen so far, for the empty state. */
  chosen: number;
  total: number;
}) {
  const text = cvssContent.result;
  return (
    <section
      aria-labelledby="cvss-result-title"
      className="rounded-card border-ink-100 shadow-card border bg-white p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="cvss-result-title" className="text-title font-bold">
          {text.title}
        </h2>
        {result && (
          <span className="bg-brand-50 text-brand-800 ring-brand-100 rounded-full px-2.5 py-1 text-xs font-semibold ring-1">
            {text.version(result.version)}
          </span>
        )}
      </div>

      <p role="status" className="sr-only">
        {result
          ? text.announcement(formatScore(result.baseScore), SEVERITY_LABELS[result.severity])
          : ''}
      </p>

      {result ? (
        <Scores result={result} onlyBase={onlyBase} />
      ) : (
        <EmptyState chosen={chosen} total={total} />
      )}

      <div className="border-ink-100 mt-6 border-t pt-5">
        <p className="text-ink-700 mb-3 text-sm font-semibold">{text.scaleTitle}</p>
        <SeverityScale label={text.scaleTitle} current={result?.severity} />
      </div>
    </section>
  );
}

function EmptyState({ chosen, total }: { chosen: number; total: number }) {
  const text = cvssContent.result;
  return (
    <div className="mt-5">
      <div className="bg-ink-50 border-ink-200 text-ink-500 grid h-32 place-items-center rounded-2xl border border-dashed">
        <span aria-hidden="true" className="text-5xl font-extrabold tracking-tight">
          –.–
        </span>
      </div>
      <p className="text-ink-600 mt-4 text-sm">{text.empty}</p>
      <div className="mt-4 flex items-center gap-3">
        <div aria-hidden="true" className="bg-ink-100 h-1.5 flex-1 overflow-hidden rounded-full">
          <div
            className="bg-brand-500 h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${(chosen / total) * 100}%` }}
          />
        </div>
        <span className="text-ink-700 text-xs font-medium tabular-nums">
          {text.progress(chosen, total)}
        </span>
      </div>
    </div>
  );
}

function Scores({ result, onlyBase }: { result: CvssResult; onlyBase: boolean }) {
  const text = cvssContent.result;
  const copy = cvssContent.copy;
  return (
    <>
      <dl className="mt-5 flex items-stretch gap-4">
        <div
          className={`${severityStyle(result.severity).solid} flex w-32 shrink-0 flex-col items-center justify-center rounded-2xl px-3 py-4 text-center`}
        >
          <dt className="text-xs font-semibold tracking-wide uppercase">{text.baseScore}</dt>
          <dd className="mt-1 text-5xl leading-none font-extrabold tracking-tight tabular-nums">
            {formatScore(result.baseScore)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col justify-center">
          <dt className="text-ink-600 text-sm font-medium">{text.severity}</dt>
          <dd className="text-ink-950 text-3xl font-bold tracking-tight">
            {SEVERITY_LABELS[result.severity]}
          </dd>
        </div>
      </dl>

      <dl className="mt-5 grid grid-cols-2 gap-3">
        <Figure label={text.impact} value={formatScore(result.impactSubscore)} />
        <Figure label={text.exploitability} value={formatScore(result.exploitabilitySubscore)} />
        <Figure
          label={text.temporal}
          value={formatScore(result.temporalScore)}
          severity={severityOf(result.temporalScore)}
        />
        <Figure
          label={text.environmental}
          value={formatScore(result.environmentalScore)}
          severity={severityOf(result.environmentalScore)}
        />
      </dl>
      {onlyBase && <p className="text-ink-600 mt-2 text-xs">{text.sameAsBase}</p>}

      <div className="mt-5">
        <p className="text-ink-700 text-sm font-semibold">{text.vector}</p>
        <p className="bg-ink-50 border-ink-100 text-ink-900 mt-2 rounded-xl border px-3 py-2.5 font-mono text-sm break-words">
          <VectorText vector={result.vector} />
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton
            label={copy.link}
            icon="link"
            doneMessage={copy.linkCopied}
            getText={() => buildShareUrl(window.location.origin, result.vector)}
            className={`${copyButtonClass} bg-brand-600 hover:bg-brand-700 text-white`}
          />
          <CopyButton
            label={copy.vector}
            icon="copy"
            doneMessage={copy.vectorCopied}
            getText={() => result.vector}
            className={`${copyButtonClass} text-ink-900 ring-ink-200 hover:bg-ink-50 bg-white ring-1`}
          />
        </div>
      </div>
    </>
  );
}

/** A vector that wraps between metrics rather than inside one. */
function VectorText({ vector }: { vector: string }) {
  const fields = vector.split('/');
  return fields.map((field, index) => (
    <Fragment key={index}>
      {field}
      {index < fields.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

function Figure({ label, value, severity }: { label: string; value: string; severity?: Severity }) {
  return (
    <div className="border-ink-100 rounded-xl border px-3.5 py-3">
      <dt className="text-ink-600 text-xs font-medium">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-ink-950 text-xl font-bold tabular-nums">{value}</span>
        {severity && (
          <span
            className={`${severityStyle(severity).soft} rounded-full px-2 py-0.5 text-xs font-semibold ring-1`}
          >
            {SEVERITY_LABELS[severity]}
          </span>
        )}
      </dd>
    </div>
  );
}
