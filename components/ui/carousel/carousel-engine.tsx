'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselEngineProps {
  viewport: HTMLElement;
  loop: boolean;
  align: 'start' | 'center';
  autoplayDelayMs?: number;
  onReady: (api: CarouselApi | undefined) => void;
}

/**
 * Embla (and its autoplay timer) attached to a carousel the page already shows. Loaded after
 * the page is interactive (see `useCarousel`), so it is not part of first-load JavaScript.
 */
export default function CarouselEngine({
  viewport,
  loop,
  align,
  autoplayDelayMs,
  onReady,
}: CarouselEngineProps) {
  // Embla's own hover and focus handling would restart autoplay on mouse leave even after the
  // visitor pressed pause, so the timer only runs and `useCarousel` decides when.
  const plugins = useMemo(
    () =>
      autoplayDelayMs
        ? [
            Autoplay({
              delay: autoplayDelayMs,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplayDelayMs],
  );
  const [attach, api] = useEmblaCarousel({ loop, align }, plugins);
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
