import type { Metadata } from 'next';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { PrivacyRequestSection } from '@/components/privacy/privacy-request-section';
import { PageHeading } from '@/components/site/page-heading';
import { privacyNotice } from '@/content/privacy';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  title: privacyNotice.title,
  description: privacyNotice.description,
};

/** The privacy notice and the rights form (docs/product.md, Privacy notice); static. */
export default function PrivacyPage() {
  return (
    <>
      <PageHeading title={privacyNotice.title} lead={privacyNotice.lead} />
      <PrivacyNotice
        retentionDays={env.LEADS_RETENTION_DAYS}
        responseDays={env.PRIVACY_RESPONSE_BUSINESS_DAYS}
      />
      <PrivacyRequestSection />
    </>
  );
}
