import type { Metadata } from 'next';
import { ContactCta } from '@/components/site/contact-cta';
import { PageHeading } from '@/components/site/page-heading';

export const metadata: Metadata = { title: 'Implementación de Odoo ERP' };

export default function OdooLandingPage() {
  return (
    <>
      <PageHeading title="Implementación de Odoo ERP" />
      <ContactCta />
    </>
  );
}
