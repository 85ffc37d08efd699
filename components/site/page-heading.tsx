import type { ReactNode } from 'react';

/** The title block at the top of an inner page, with an optional illustration beside it. */
export function PageHeading({
  title,
  lead,
  aside,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  /** Shown to the right of the title from the large breakpoint up. */
  aside?: ReactNode;
  /** Shown under the lead (calls to action…). */
  actions?: ReactNode;
  /** Shown above the title (a back link, an eyebrow…). */
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`mx-auto max-w-7xl px-5 pt-14 pb-12 lg:px-8 lg:pt-20 ${
          aside ? 'grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]' : ''
        }`}
      >
        <div>
          {children}
          <h1 className="text-4xl font-extrabold sm:text-display">{title}</h1>
          {lead && <p className="mt-5 max-w-3xl text-lead text-ink-600">{lead}</p>}
          {actions}
        </div>
        {aside}
      </div>
    </div>
  );
}
