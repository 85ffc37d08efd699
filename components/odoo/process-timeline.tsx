import { PageSection } from '@/components/site/page-section';
import { Reveal } from '@/components/ui/reveal';
import { odooProcess } from '@/content/odoo';

/** The five implementation steps as a numbered timeline. */
export function ProcessTimeline() {
  return (
    <PageSection id="process" title={odooProcess.title} lead={odooProcess.lead}>
      <div className="relative mt-12">
        <div
          aria-hidden="true"
          className="absolute top-2 bottom-2 left-6 w-0.5 bg-brand-100 lg:top-6 lg:right-[10%] lg:bottom-auto lg:left-[10%] lg:h-0.5 lg:w-auto"
        />
        <ol className="relative grid gap-8 lg:grid-cols-5 lg:gap-6">
          {odooProcess.steps.map((step, index) => (
            <li key={step.title} className="relative">
              <Reveal className="flex gap-5 lg:flex-col lg:items-center lg:text-center">
                <span className="relative grid size-12 shrink-0 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white ring-8 ring-brand-50">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold">{step.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-600">{step.text}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ol>
      </div>
    </PageSection>
  );
}
