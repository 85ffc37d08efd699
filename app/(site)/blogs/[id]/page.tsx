import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/blog/post-article';
import { LoadErrorPage } from '@/components/blog/load-error-page';
import { PreviewBar } from '@/components/blog/preview-bar';
import { PostJsonLd } from '@/components/site/json-ld';
import { blogCopy } from '@/content/blog';
import { CmsError, getPost, orErrorState } from '@/lib/cms';
import { env } from '@/lib/env';
import { salesCalendar } from '@/lib/sales-hours';
import { postMetadata } from '@/lib/seo';

// Posts are rendered on first request, then cached and regenerated when Strapi's webhook marks
// them stale (60 s is the fallback). In Draft Mode Next renders every request afresh, never
// cached, and answers it `private, no-store`.
export const revalidate = 60;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The post for this request: straight from Strapi, unpublished ones too, in Draft Mode. */
async function readPost(params: PageProps<'/blogs/[id]'>['params']) {
  const draft = (await draftMode()).isEnabled;
  return { draft, blog: await orErrorState(getPost((await params).id, draft)) };
}

export async function generateMetadata({ params }: PageProps<'/blogs/[id]'>): Promise<Metadata> {
  const { draft, blog } = await readPost(params);
  if (!blog || blog instanceof CmsError) return { title: blogCopy.postTitle };
  return postMetadata(blog, { draft });
}

/**
 * The business hours of the coming weeks, rendered with the page (and regenerated with it):
 * the thank-you view says when sales will answer without time-zone or holiday code in the
 * browser.
 */
const salesCalendarFromNow = () =>
  salesCalendar(Date.now(), env.SALES_HOURS, env.SALES_FIRST_CONTACT_MINUTES);

export default async function BlogDetailPage({ params }: PageProps<'/blogs/[id]'>) {
  const { draft, blog } = await readPost(params);
  if (blog instanceof CmsError)
    return <LoadErrorPage title={blogCopy.postTitle} message={blog.message} />;
  if (!blog) notFound();
  return (
    <>
      {draft && <PreviewBar documentId={blog.documentId} published={blog.published} />}
      <PostJsonLd blog={blog} />
      <PostArticle
        blog={blog}
        geocoderUrl={env.NEXT_PUBLIC_GEOCODER_URL}
        bookingUrl={env.NEXT_PUBLIC_BOOKING_URL}
        sales={salesCalendarFromNow()}
      />
    </>
  );
}
