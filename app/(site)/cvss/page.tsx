import type { Metadata } from 'next';
import { PageHeading } from '@/components/site/page-heading';

export const metadata: Metadata = { title: 'Calculadora CVSS' };

export default function CvssPage() {
  return <PageHeading title="Calculadora CVSS" />;
}
