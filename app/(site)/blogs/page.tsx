import type { Metadata } from 'next';
import { PageHeading } from '@/components/site/page-heading';

export const metadata: Metadata = { title: 'Nuestros Blogs' };

export default function BlogsPage() {
  return <PageHeading title="Nuestros Blogs" />;
}
