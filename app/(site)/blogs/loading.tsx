import { BlogGridSkeleton } from '@/components/blog/blog-skeleton';
import { PageHeading } from '@/components/site/page-heading';
import { blogCopy } from '@/content/blog';

export default function BlogsLoading() {
  return (
    <>
      <PageHeading title={blogCopy.title} />
      <div className="mx-auto max-w-7xl px-5 pb-24 lg:px-8">
        <p role="status" className="sr-only">
          {blogCopy.loading}
        </p>
        <BlogGridSkeleton count={6} />
      </div>
    </>
  );
}
