import { PageSection } from '@/components/site/page-section';
import { IconCard } from '@/components/ui/icon-card';
import { Reveal } from '@/components/ui/reveal';
import { RevealOnScroll } from '@/components/ui/reveal-on-scroll';
import type { Service } from '@/content/services';

/** The service's feature boxes; each fades in and slides up once half of it is in view. */
export function ServiceFeatures({ service }: { service: Service }) {
  return (
    <PageSection id="features" title={service.featuresTitle}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {service.features.map((feature) => (
          <li key={feature.title}>
            <Reveal threshold={0.5} className="h-full">
              <IconCard icon={feature.icon} title={feature.title} text={feature.description} />
            </Reveal>
          </li>
        ))}
      </ul>
      <RevealOnScroll />
    </PageSection>
  );
}
