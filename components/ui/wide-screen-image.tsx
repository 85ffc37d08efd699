import { StaticImage } from './static-image';

/** Tailwind's `lg` breakpoint, from which these images show. */
const wideScreen = '(min-width: 1024px)';
const narrowScreen = '(max-width: 1023.98px)';
/** A transparent pixel: what a narrow screen picks instead of the picture, with no request. */
const nothing = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An image that only wide screens show (from `lg` up). A hidden `<img>` is still fetched, and an
 * SVG one is parsed into a document of its own, on the page's first seconds: on a phone this
 * picture's narrow-screen source is a blank pixel instead, so the phone neither downloads nor
 * decodes the image. `preload` announces it in the head for wide screens only, where it is
 * likely the largest paint. `className` places and sizes the picture; the image fills its width.
 */
export function WideScreenImage({
  className = '',
  ...image
}: Omit<Parameters<typeof StaticImage>[0], 'preloadMedia' | 'loading' | 'fetchPriority'>) {
  return (
    <picture className={`hidden lg:block ${className}`}>
      <source media={narrowScreen} srcSet={nothing} />
      <StaticImage {...image} preloadMedia={wideScreen} className="h-auto w-full" />
    </picture>
  );
}
