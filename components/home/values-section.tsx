import { PageSection } from '@/components/site/page-section';
import { IconCard } from '@/components/ui/icon-card';
import { valuesSection } from '@/content/home';

/** #values: the five ways we create value. */
export function ValuesSection() {
  return (
    <PageSection id="values" title={valuesSection.title} lead={valuesSection.lead} tone="muted">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {valuesSection.points.map((point) => (
          <li key={point.icon}>
            <IconCard icon={point.icon} title={point.title} text={point.text} tile="solid" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
