import { PageSection } from '@/components/site/page-section';
import { IconCard } from '@/components/ui/icon-card';
import { Reveal } from '@/components/ui/reveal';
import { whyChooseUs } from '@/content/odoo';

/** 'Why choose us': four reasons (docs/product.md, ERP landing page). */
export function WhyChooseUs() {
  return (
    <PageSection id="why" title={whyChooseUs.title}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.reasons.map((reason) => (
          <li key={reason.title}>
            <Reveal className="h-full">
              <IconCard icon={reason.icon} title={reason.title} text={reason.text} tile="solid" />
            </Reveal>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
