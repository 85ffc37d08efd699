import type { ReactNode } from 'react';

/** A titled card of the staff screens (an h3 below a column's h2, unless told). */
export function Panel({
  id,
  title,
  subtitle,
  actions,
  heading: Heading = 'h3',
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  heading?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={id} className="text-lg font-bold">
            {title}
          </Heading>
          {subtitle && <p className="text-sm text-ink-600">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
