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
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-5 pt-14 pb-12 lg:px-8 lg:pt-20">
        {children}
        <h1 className="text-4xl font-extrabold sm:text-display">{title}</h1>
        {lead && <p className="mt-5 max-w-3xl text-lead text-ink-600">{lead}</p>}
      </div>
    </div>
  );
}
