import { blogCopy } from '@/content/blog';
import { CmsError, listPublishedPosts, orErrorState } from '@/lib/cms';
import { BlogGrid } from './blog-card';
import { LoadError } from './load-error';

/** The published posts as cards, newest first (all of them, or the first `limit`). */
export async function BlogList({
  limit,
  headingLevel,
  eagerImages,
}: {
  limit?: number;
  headingLevel: 'h2' | 'h3';
  /** How many first cards are visible on load (their images load at once); none by default. */
  eagerImages?: number;
}) {
  const posts = await orErrorState(listPublishedPosts());
  if (posts instanceof CmsError) return <LoadError message={posts.message} />;
  if (posts.length === 0) {
    return <p className="text-ink-600">{blogCopy.empty}</p>;
  }
  return (
    <BlogGrid posts={posts.slice(0, limit)} headingLevel={headingLevel} eagerImages={eagerImages} />
  );
}
