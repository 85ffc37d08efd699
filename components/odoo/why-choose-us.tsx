import { PageSection } from '@/components/site/page-section';
import { Icon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { whyChooseUs } from '@/content/odoo';

/** 'Why choose us': four reasons (specification 2.7). */
export function WhyChooseUs() {
  return (
    <PageSection id="why" title={whyChooseUs.title}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.reasons.map((reason) => (
          <li key={reason.title}>
            <Reveal className="rounded-card border-ink-100 shadow-card h-full border bg-white p-7">
              <span className="from-brand-600 to-brand-800 grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white">
                <Icon name={reason.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{reason.title}</h3>
              <p className="text-ink-600 mt-2 leading-relaxed">{reason.text}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
