import { Icon } from '@/components/ui/icons';
import { valuesSection } from '@/content/home';
import { PageSection } from '@/components/site/page-section';

/** #values: the five ways we create value. */
export function ValuesSection() {
  return (
    <PageSection id="values" title={valuesSection.title} lead={valuesSection.lead} tone="muted">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {valuesSection.points.map((point) => (
          <li
            key={point.icon}
            className="rounded-card border-ink-100 shadow-card flex flex-col border bg-white p-7"
          >
            <span className="from-brand-600 to-brand-800 grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white">
              <Icon name={point.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg leading-snug font-bold">{point.title}</h3>
            <p className="text-ink-600 mt-3 text-[0.95rem] leading-relaxed">{point.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
