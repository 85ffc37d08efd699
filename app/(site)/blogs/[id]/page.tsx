import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { LoadErrorPage } from '@/components/blog/load-error';
import { CmsError, getBlog, orErrorState } from '@/lib/cms';
import { env } from '@/lib/env';

// Posts are rendered on first request, then cached and regenerated when Strapi's webhook marks
// them stale (60 s is the fallback).
export const revalidate = 60;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/blogs/[id]'>): Promise<Metadata> {
  const blog = await orErrorState(getBlog((await params).id));
  if (!blog || blog instanceof CmsError) return { title: 'Blog' };
  return {
    title: blog.title,
    description: blog.subtitle || undefined,
    openGraph: {
      type: 'article',
      title: blog.title,
      description: blog.subtitle || undefined,
      publishedTime: blog.publishedAt,
      images: [
        {
          url: blog.cover.url,
          width: blog.cover.width,
          height: blog.cover.height,
          alt: blog.cover.alt,
        },
      ],
    },
  };
}

export default async function BlogDetailPage({ params }: PageProps<'/blogs/[id]'>) {
  const blog = await orErrorState(getBlog((await params).id));
  if (blog instanceof CmsError) return <LoadErrorPage title="Blog" message={blog.message} />;
  if (!blog) notFound();
  return <BlogArticle blog={blog} geocoderUrl={env.NEXT_PUBLIC_GEOCODER_URL} />;
}
