import { StaticImage } from '@/components/ui/static-image';
import { WideScreenImage } from '@/components/ui/wide-screen-image';
import type { Service } from '@/content/services';

/**
 * A service's drawing on the brand's light panel; the panel's shape comes from `className`.
 * `hero`: the service page's heading drawing, shown on wide screens only and announced in the
 * head there (it is their largest paint); phones neither fetch nor draw it.
 */
export function ServiceIllustration({
  service,
  sizes,
  hero = false,
  className = '',
}: {
  service: Service;
  sizes: string;
  hero?: boolean;
  className?: string;
}) {
  const image = { src: service.image, width: 560, height: 280, sizes };
  return (
    <span
      className={`items-center justify-center bg-gradient-to-br from-brand-50 to-accent-300/20 ${
        hero ? 'hidden lg:flex' : 'flex'
      } ${className}`}
    >
      {hero ? (
        <WideScreenImage {...image} alt="" preload className="w-full" />
      ) : (
        <StaticImage {...image} alt="" className="h-auto w-full" />
      )}
    </span>
  );
}
