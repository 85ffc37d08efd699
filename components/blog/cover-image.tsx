import Image from 'next/image';
import type { BlogImage } from '@/lib/cms';

/** A post's cover through next/image (Strapi's host is allowed in next.config.mjs). */
export function CoverImage({
  image,
  sizes,
  preload,
  className = '',
}: {
  image: BlogImage;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={preload}
      className={`aspect-video w-full bg-ink-100 object-cover ${className}`}
    />
  );
}
