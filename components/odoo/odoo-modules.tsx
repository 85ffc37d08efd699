import { PageSection } from '@/components/site/page-section';
import { CheckList } from '@/components/ui/check-list';
import { IconCard } from '@/components/ui/icon-card';
import { Reveal } from '@/components/ui/reveal';
import { odooModules } from '@/content/odoo';

/** The five ERP modules we implement. */
export function OdooModules() {
  return (
    <PageSection id="modules" title={odooModules.title} lead={odooModules.lead} tone="muted">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {odooModules.modules.map((erpModule) => (
          <li key={erpModule.title}>
            <Reveal className="h-full">
              <IconCard icon={erpModule.icon} title={erpModule.title} text={erpModule.text}>
                <CheckList
                  items={erpModule.features}
                  className="mt-5 grid gap-2 text-[0.95rem] text-ink-800"
                  itemClassName="gap-2.5"
                />
              </IconCard>
            </Reveal>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
