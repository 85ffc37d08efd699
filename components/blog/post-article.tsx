import { BackPill } from '@/components/ui/back-link';
import { Icon } from '@/components/ui/icons';
import type { Post } from '@/lib/cms';
import type { SalesCalendar } from '@/lib/sales-hours/client';
import { formatPublicationDate } from '@/lib/format';
import { postCopy } from '@/content/blog';
import { PostBody } from './post-body';
import { CoverImage } from './cover-image';
import { LeadModal } from './lead-modal';

/** A post: title, subtitle, date and cover, its rich body, then the lead invitation. */
export function PostArticle({
  blog,
  geocoderUrl,
  bookingUrl,
  sales,
}: {
  blog: Post;
  geocoderUrl: string;
  bookingUrl: string;
  sales: SalesCalendar;
}) {
  const date = formatPublicationDate(blog.publishedAt);
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-5 pt-14 lg:px-8 lg:pt-20">
          <BackPill href="/blogs" className="mb-8 px-3 py-1.5">
            {postCopy.back}
          </BackPill>
          <h1 className="text-3xl font-extrabold sm:text-headline">{blog.title}</h1>
          {blog.subtitle && <p className="mt-5 text-lead text-ink-600">{blog.subtitle}</p>}
          {date && (
            <p className="mt-6 flex items-center gap-2 text-sm font-medium text-ink-500">
              <Icon name="calendar" className="size-4" />
              <span>
                {postCopy.publishedOn} <time dateTime={blog.publishedAt}>{date}</time>
              </span>
            </p>
          )}
        </div>
        <div className="mx-auto max-w-4xl px-5 lg:px-8">
          <CoverImage
            image={blog.cover}
            sizes="(min-width: 960px) 896px, 100vw"
            preload
            className="mt-10 rounded-card shadow-card"
          />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-5 pt-6 lg:px-8">
        <PostBody content={blog.body} />
      </div>
      <aside
        aria-labelledby="demo-cta-title"
        className="mx-5 my-20 max-w-3xl rounded-card bg-ink-50 px-6 py-10 text-center sm:mx-auto sm:px-10"
      >
        <h2 id="demo-cta-title" className="text-title font-bold">
          {postCopy.ctaTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-600">{postCopy.ctaText}</p>
        <LeadModal geocoderUrl={geocoderUrl} bookingUrl={bookingUrl} sales={sales} />
      </aside>
    </article>
  );
}
