import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type StaticImageProps = Omit<ImageProps, 'preload' | 'priority' | 'placeholder' | 'onLoad'> & {
  /** Announced in the head (fetched at once, with high priority), for `preloadMedia` only. */
  preload?: boolean;
  preloadMedia?: string;
};

/**
 * next/image's element (the optimiser's URLs, srcset, sizes, lazy loading) rendered where the
 * page is rendered, as a plain `<img>`: next/image is a client component, and each one is
 * hydrated, with its hooks and a ref, although these images have no placeholder and no load
 * handler. On the home page that was some forty components in the hydration's long tasks.
 */
export function StaticImage({ preload = false, preloadMedia, ...image }: StaticImageProps) {
  const { props } = getImageProps({
    ...image,
    loading: image.loading ?? (preload ? 'eager' : undefined),
    fetchPriority: image.fetchPriority ?? (preload ? 'high' : undefined),
  });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      fetchPriority: 'high',
      media: preloadMedia,
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props (getImageProps)
  return <img {...props} alt={props.alt} />;
}
