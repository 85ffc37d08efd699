import { BlogGridSkeleton } from '@/components/blog/blog-skeleton';
import { PageHeading } from '@/components/site/page-heading';

export default function BlogsLoading() {
  return (
    <>
      <PageHeading title="Nuestros Blogs" />
      <div className="mx-auto max-w-7xl px-5 pb-24 lg:px-8">
        <p role="status" className="sr-only">
          Cargando artículos…
        </p>
        <BlogGridSkeleton count={6} />
      </div>
    </>
  );
}
