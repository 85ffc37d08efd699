import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { PageHeading } from '@/components/site/page-heading';
import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: blogCopy.title,
  description: blogCopy.description,
  path: '/blogs',
});

// Regenerated when Strapi's webhook marks the list stale; 60 s is the fallback (lib/cms).
export const revalidate = 60;

export default function BlogsPage() {
  return (
    <>
      <PageHeading title={blogCopy.title} lead={blogCopy.lead} />
      <div className="mx-auto max-w-7xl px-5 pb-24 lg:px-8">
        {/* One image at once: on a phone only the first card shows, and the others would share
            its bandwidth (bench:paint, docs/benchmarks.md); a wide screen's next two follow its
            first layout. */}
        <BlogList headingLevel="h2" eagerImages={1} />
      </div>
    </>
  );
}
