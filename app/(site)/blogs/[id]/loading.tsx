import { BlogArticleSkeleton } from '@/components/blog/blog-skeleton';

export default function BlogLoading() {
  return (
    <>
      <p role="status" className="sr-only">
        Cargando artículo…
      </p>
      <BlogArticleSkeleton />
    </>
  );
}
