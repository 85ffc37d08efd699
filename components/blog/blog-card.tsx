import Link from 'next/link';
import { blogCopy } from '@/content/blog';
import type { PostSummary } from '@/lib/cms';
import { CoverImage } from './cover-image';
import { PendingLinkHint } from './pending-link-hint';

/** Cards of posts: cover, title and subtitle, each linking to its post. */
export function BlogGrid({
  posts,
  headingLevel,
  eagerImages = 0,
}: {
  posts: PostSummary[];
  /** h2 on /blogs, h3 under the home page's section heading. */
  headingLevel: 'h2' | 'h3';
  /** The first cards seen without scrolling (a row on wide screens): loaded at once. */
  eagerImages?: number;
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.documentId}>
          <Link
            href={`/blogs/${post.documentId}`}
            className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand-200"
          >
            <CoverImage
              image={post.cover}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              eager={index < eagerImages}
            />
            {/* A div, not a span: a heading is not allowed inside a span (phrasing content). */}
            <div className="flex flex-1 flex-col gap-2 p-6">
              <Heading className="text-xl leading-snug font-semibold text-ink-950 transition group-hover:text-brand-700">
                {post.title}
              </Heading>
              {post.subtitle && <p className="line-clamp-3 text-ink-600">{post.subtitle}</p>}
            </div>
            <PendingLinkHint label={blogCopy.loadingPost} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
