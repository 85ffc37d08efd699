import type { ReactNode } from 'react';

/**
 * A titled section of a page, aligned with the header: the home page's anchored sections
 * (#home, #services, #products, …) and the blocks of the inner pages.
 */
export function PageSection({
  id,
  title,
  lead,
  tone = 'light',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'muted';
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`below-fold py-20 outline-none lg:py-28 ${tone === 'muted' ? 'bg-ink-50' : ''}`}
    >
      <div className="mx-auto max-w-7xl px-5 lg:px-8">
        <h2 id={`${id}-title`} className="max-w-3xl text-3xl font-bold sm:text-headline">
          {title}
        </h2>
        {lead && <p className="mt-4 max-w-3xl text-lead text-ink-600">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
