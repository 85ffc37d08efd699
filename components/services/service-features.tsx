import { PageSection } from '@/components/site/page-section';
import { Icon } from '@/components/ui/icons';
import { MotionProvider, Reveal } from '@/components/ui/reveal';
import type { Service } from '@/content/services';

/** The service's feature boxes; each fades in and slides up once half of it is in view. */
export function ServiceFeatures({ service }: { service: Service }) {
  return (
    <PageSection id="features" title={service.featuresTitle}>
      <MotionProvider>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {service.features.map((feature) => (
            <li key={feature.title}>
              <Reveal
                threshold={0.5}
                className="rounded-card border-ink-100 shadow-card h-full border bg-white p-7"
              >
                <span className="bg-brand-50 text-brand-700 grid size-12 place-items-center rounded-xl">
                  <Icon name={feature.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold">{feature.title}</h3>
                <p className="text-ink-600 mt-2 leading-relaxed">{feature.description}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </MotionProvider>
    </PageSection>
  );
}
