import type { Metadata } from 'next';
import { OdooModules } from '@/components/odoo/odoo-modules';
import { ProcessTimeline } from '@/components/odoo/process-timeline';
import { WhyChooseUs } from '@/components/odoo/why-choose-us';
import { OpenCalendarButton } from '@/components/site/calendar-modal';
import { ContactCta } from '@/components/site/contact-cta';
import { ServiceJsonLd } from '@/components/site/json-ld';
import { PageHeading } from '@/components/site/page-heading';
import { buttonStyles } from '@/components/ui/button-styles';
import { CheckList } from '@/components/ui/check-list';
import { WideScreenImage } from '@/components/ui/wide-screen-image';
import { RevealOnScroll } from '@/components/ui/reveal-on-scroll';
import { odooClosing, odooPage } from '@/content/odoo';
import { pageMetadata } from '@/lib/seo';

const path = '/odoo-landing-page';

export const metadata: Metadata = pageMetadata({
  title: odooPage.title,
  description: odooPage.description,
  path,
});

export default function OdooLandingPage() {
  return (
    <>
      <ServiceJsonLd name={odooPage.title} description={odooPage.description} path={path} />
      <PageHeading
        title={odooPage.title}
        lead={odooPage.lead}
        aside={
          <WideScreenImage
            src="/images/hero/erp.svg"
            alt=""
            width={560}
            height={440}
            sizes="(min-width: 1280px) 520px, 40vw"
            // The page's largest paint on a wide screen: fetched before the scripts, not after.
            preload
            className="w-full"
          />
        }
        actions={
          <>
            <OpenCalendarButton className={`${buttonStyles.primary} mt-8`}>
              {odooPage.cta}
            </OpenCalendarButton>
            <CheckList
              items={odooPage.highlights}
              className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ink-700"
              itemClassName="items-center gap-2"
            />
          </>
        }
      >
        <p className="mb-4 text-sm font-semibold tracking-wider text-accent-700 uppercase">
          {odooPage.eyebrow}
        </p>
      </PageHeading>
      <WhyChooseUs />
      <OdooModules />
      <ProcessTimeline />
      <RevealOnScroll />
      <ContactCta title={odooClosing.title} text={odooClosing.text} action={odooClosing.cta} />
    </>
  );
}
