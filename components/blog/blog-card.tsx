import Link from 'next/link';
import type { BlogSummary } from '@/lib/cms';
import { CoverImage } from './cover-image';

/** Cards of posts: cover, title and subtitle, each linking to its post. */
export function BlogGrid({
  posts,
  headingLevel,
}: {
  posts: BlogSummary[];
  /** h2 on /blogs, h3 under the home page's section heading. */
  headingLevel: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.documentId}>
          <Link
            href={`/blogs/${post.documentId}`}
            className="group rounded-card border-ink-100 shadow-card hover:border-brand-200 flex h-full flex-col overflow-hidden border bg-white transition hover:-translate-y-0.5"
          >
            <CoverImage
              image={post.cover}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
            <span className="flex flex-1 flex-col gap-2 p-6">
              <Heading className="text-ink-950 group-hover:text-brand-700 text-xl leading-snug font-semibold transition">
                {post.title}
              </Heading>
              {post.subtitle && <span className="text-ink-600 line-clamp-3">{post.subtitle}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
