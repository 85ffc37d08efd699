import type { ReactNode } from 'react';

/** One anchored section of the home page (#home, #services, #products, …). */
export function HomeSection({
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
      className={`px-5 py-20 outline-none lg:px-8 lg:py-28 ${tone === 'muted' ? 'bg-ink-50' : ''}`}
    >
      <div className="mx-auto max-w-7xl">
        <h2 id={`${id}-title`} className="max-w-3xl text-3xl font-bold sm:text-headline">
          {title}
        </h2>
        {lead && <p className="mt-4 max-w-3xl text-lead text-ink-600">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
