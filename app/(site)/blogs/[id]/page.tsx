import type { Metadata } from 'next';
import { PageHeading } from '@/components/site/page-heading';

export const metadata: Metadata = { title: 'Blog' };

// Posts are rendered on first request and then cached (incremental static regeneration).
export function generateStaticParams(): { id: string }[] {
  return [];
}

export default function BlogDetailPage() {
  return <PageHeading title="Blog" />;
}
