import { Fragment, type ReactNode } from 'react';
import { SEVERITY_LABELS, type Severity } from '@/lib/cvss/core';
import { cvssContent } from '@/content/cvss';
import { CopyButton } from './copy-button';
import { severityStyle } from './presentation';
import { SeverityScale } from './severity-scale';
import { buildShareUrl } from './share-url';

// Side by side when both fit, one per row on narrow phones.
const copyButtonClass =
  'inline-flex flex-[1_1_10rem] items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-semibold transition-colors motion-reduce:transition-none';

/** A scored vector as the result panel and the score chip show it. */
export interface ShownScore {
  /** Name of the headline score, e.g. 'Puntaje base'. */
  label: string;
  /** The score as it is shown, e.g. '9.8'. */
  text: string;
  severity: Severity;
  vector: string;
}

/**
 * The result panel of every version (docs/product.md, CVSS calculator): the headline score and
 * severity, the version's own figures, the vector with its share buttons and the severity
 * scale; before a result, what to do and how many base metrics are chosen.
 */
export function ScorePanel({
  badge,
  announcement,
  score,
  details,
  empty,
  chosen,
  total,
}: {
  /** The version, beside the title. */
  badge: string | null;
  /** Read out by screen readers when the score changes; empty without a result. */
  announcement: string;
  score: ShownScore | null;
  /** The version's figures, between the headline and the vector. */
  details: ReactNode;
  empty: string;
  chosen: number;
  total: number;
}) {
  const text = cvssContent.result;
  return (
    <section
      aria-labelledby="cvss-result-title"
      className="rounded-card border border-ink-100 bg-white p-6 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="cvss-result-title" className="text-title font-bold">
          {text.title}
        </h2>
        {badge !== null && (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
            {badge}
          </span>
        )}
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {score ? (
        <>
          <ScoreHeadline label={score.label} score={score.text} severity={score.severity} />
          {details}
          <VectorBlock vector={score.vector} />
        </>
      ) : (
        <EmptyState chosen={chosen} total={total} empty={empty} />
      )}

      <div className="mt-6 border-t border-ink-100 pt-5">
        <p className="mb-3 text-sm font-semibold text-ink-700">{text.scaleTitle}</p>
        <SeverityScale label={text.scaleTitle} current={score?.severity} />
      </div>
    </section>
  );
}

/** Before a result: a placeholder, what to do, and how many base metrics are chosen. */
function EmptyState({ chosen, total, empty }: { chosen: number; total: number; empty: string }) {
  const text = cvssContent.result;
  return (
    <div className="mt-5">
      <div className="grid h-32 place-items-center rounded-2xl border border-dashed border-ink-200 bg-ink-50 text-ink-500">
        <span aria-hidden="true" className="text-5xl font-extrabold tracking-tight">
          –.–
        </span>
      </div>
      <p className="mt-4 text-sm text-ink-600">{empty}</p>
      <div className="mt-4 flex items-center gap-3">
        <div aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-100">
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${(chosen / total) * 100}%` }}
          />
        </div>
        <span className="text-xs font-medium text-ink-700 tabular-nums">
          {text.progress(chosen, total)}
        </span>
      </div>
    </div>
  );
}

/** The score in its severity's colour, beside the severity's name. */
function ScoreHeadline({
  label,
  score,
  severity,
}: {
  label: string;
  /** The score as it is shown. */
  score: string;
  severity: Severity;
}) {
  return (
    <dl className="mt-5 flex items-stretch gap-4">
      <div
        className={`${severityStyle(severity).solid} flex w-32 shrink-0 flex-col items-center justify-center rounded-2xl px-3 py-4 text-center`}
      >
        <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
        <dd className="mt-1 text-5xl leading-none font-extrabold tracking-tight tabular-nums">
          {score}
        </dd>
      </div>
      <div className="flex min-w-0 flex-col justify-center">
        <dt className="text-sm font-medium text-ink-600">{cvssContent.result.severity}</dt>
        <dd className="text-3xl font-bold tracking-tight text-ink-950">
          {SEVERITY_LABELS[severity]}
        </dd>
      </div>
    </dl>
  );
}

/** The scored vector with its share and copy buttons. */
function VectorBlock({ vector }: { vector: string }) {
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-ink-700">{cvssContent.result.vector}</p>
      <p className="mt-2 rounded-xl border border-ink-100 bg-ink-50 px-3 py-2.5 font-mono text-sm break-words text-ink-900">
        <VectorText vector={vector} />
      </p>
      <ShareButtons vector={vector} />
    </div>
  );
}

/** Copy the share link or the vector. */
function ShareButtons({ vector }: { vector: string }) {
  const copy = cvssContent.copy;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <CopyButton
        label={copy.link}
        icon="link"
        doneMessage={copy.linkCopied}
        getText={() => buildShareUrl(window.location.origin, vector)}
        className={`${copyButtonClass} bg-brand-600 text-white hover:bg-brand-700`}
      />
      <CopyButton
        label={copy.vector}
        icon="copy"
        doneMessage={copy.vectorCopied}
        getText={() => vector}
        className={`${copyButtonClass} bg-white text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50`}
      />
    </div>
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

/** One labelled figure of a result: its value (and anything beside it) in the `dd`. */
export function Figure({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-ink-100 px-3.5 py-3">
      <dt className="text-xs font-medium text-ink-600">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
