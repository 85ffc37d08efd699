import Image from 'next/image';
import type { Service } from '@/content/services';

/** A service's drawing on the brand's light panel; the panel's shape comes from `className`. */
export function ServiceIllustration({
  service,
  sizes,
  preload = false,
  className = '',
}: {
  service: Service;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  return (
    <span
      className={`flex items-center justify-center bg-gradient-to-br from-brand-50 to-accent-300/20 ${className}`}
    >
      <Image
        src={service.image}
        alt=""
        width={560}
        height={280}
        sizes={sizes}
        preload={preload}
        // The page's largest paint on a wide screen: fetched before the scripts, not after.
        fetchPriority={preload ? 'high' : undefined}
        className="h-auto w-full"
      />
    </span>
  );
}
