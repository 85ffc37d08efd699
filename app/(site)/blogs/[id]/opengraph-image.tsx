import { notFound } from 'next/navigation';
import { ogImageSize, renderOgImage } from '@/components/site/og-image';
import { blogCopy, postCopy } from '@/content/blog';
import { getPost } from '@/lib/cms';

export const size = ogImageSize;
export const contentType = 'image/png';
export const alt = postCopy.ogAlt;
// Follows its post: regenerated with it, 60 s at the latest.
export const revalidate = 60;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/**
 * The card of a post shared without an image of its own (no share image, no cover): the post's
 * title on the site's card. Posts with an image point their metadata at it instead.
 */
export default async function BlogOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const blog = await getPost((await params).id);
  if (!blog) notFound();
  return renderOgImage({ eyebrow: blogCopy.postTitle, title: blog.title });
}
