import type { ReactNode } from 'react';

/** The title block at the top of an inner page. */
export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="from-brand-50 bg-gradient-to-b to-white">
      <div className="mx-auto max-w-7xl px-5 pt-14 pb-12 lg:px-8 lg:pt-20">
        {children}
        <h1 className="sm:text-display text-4xl font-extrabold">{title}</h1>
        {lead && <p className="text-lead text-ink-600 mt-5 max-w-3xl">{lead}</p>}
      </div>
    </div>
  );
}
