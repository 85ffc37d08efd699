import { PageSection } from '@/components/site/page-section';
import { Icon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal';
import { odooModules } from '@/content/odoo';

/** The five ERP modules we implement. */
export function OdooModules() {
  return (
    <PageSection id="modules" title={odooModules.title} lead={odooModules.lead} tone="muted">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {odooModules.modules.map((erpModule) => (
          <li key={erpModule.title}>
            <Reveal className="rounded-card border-ink-100 shadow-card flex h-full flex-col border bg-white p-7">
              <span className="bg-brand-50 text-brand-700 grid size-12 place-items-center rounded-xl">
                <Icon name={erpModule.icon} className="size-6" />
              </span>
              <h3 className="text-title mt-5 font-bold">{erpModule.title}</h3>
              <p className="text-ink-600 mt-2 leading-relaxed">{erpModule.text}</p>
              <ul className="mt-5 grid gap-2">
                {erpModule.features.map((feature) => (
                  <li key={feature} className="text-ink-800 flex gap-2.5 text-[0.95rem]">
                    <Icon name="check" className="text-accent-600 mt-0.5 size-5 shrink-0" />
                    {feature}
                  </li>
                ))}
              </ul>
            </Reveal>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
