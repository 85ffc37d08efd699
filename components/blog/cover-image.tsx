import { StaticImage } from '@/components/ui/static-image';
import type { PostImage } from '@/lib/cms';

/**
 * A post's cover through next/image (Strapi's host is allowed in next.config.mjs). `eager` for
 * an image seen without scrolling (it is likely the largest paint): loaded at once, with high
 * priority; `preload` also announces it in the page's head.
 */
export function CoverImage({
  image,
  sizes,
  eager = false,
  preload,
  className = '',
}: {
  image: PostImage;
  sizes: string;
  eager?: boolean;
  preload?: boolean;
  className?: string;
}) {
  return (
    <StaticImage
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={preload}
      loading={eager || preload ? 'eager' : 'lazy'}
      fetchPriority={eager || preload ? 'high' : undefined}
      className={`aspect-video w-full bg-ink-100 object-cover ${className}`}
    />
  );
}
