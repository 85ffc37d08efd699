import type { Metadata } from 'next';
import { CvssAbout } from '@/components/cvss/about';
import { CvssCalculatorSection } from '@/components/cvss/calculator-section';
import { PageHeading } from '@/components/site/page-heading';
import { cvssContent } from '@/content/cvss';

export const metadata: Metadata = {
  title: cvssContent.title,
  description: cvssContent.description,
};

export default function CvssPage() {
  return (
    <>
      <PageHeading title={cvssContent.title} lead={cvssContent.lead} />
      <CvssCalculatorSection />
      <CvssAbout />
    </>
  );
}
