'use client';

import { uiCopy } from '@/content/ui';
import type { ReactNode } from 'react';
import { Icon } from '../icons';
import { useCarousel, type CarouselSettings } from './use-carousel';

interface CarouselProps extends CarouselSettings {
  /** Accessible name of the  */
  label: string;
  /** Rendered on the server; this component only moves them. */
  slides: readonly ReactNode[];
  className?: string;
  /** Negative start margin that cancels the slides' gap padding, e.g. `-ml-6`. */
  containerClassName?: string;
  /** Width (slides per view) and gap padding of each slide. */
  slideClassName?: string;
  /** Where the pause button sits and how it looks on this background. */
  pauseButtonClassName?: string;
}

/**
 * A carousel without arrows or pagination: it advances on its own (see `useCarousel`), can be
 * dragged, follows keyboard focus and arrow keys, and has a pause button for autoplay.
 */
export function Carousel({
  label,
  slides,
  className = '',
  containerClassName = '',
  slideClassName = 'basis-full',
  pauseButtonClassName = '',
  ...settings
}: CarouselProps) {
  const { viewportRef, engine, rootProps, viewportProps, playing, paused, togglePaused } =
    useCarousel(settings);
  return (
    <div
      role="region"
      aria-roledescription={uiCopy.carousel}
      aria-label={label}
      className={`relative min-w-0 ${className}`}
      {...rootProps}
    >
      {/* Relative, so that absolutely positioned text (sr-only) in hidden slides is clipped too. */}
      <div ref={viewportRef} className="relative min-w-0 flex-1 overflow-hidden" {...viewportProps}>
        <div
          className={`flex touch-pan-y touch-pinch-zoom ${containerClassName}`}
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={uiCopy.slide}
              aria-label={uiCopy.slideLabel(index, slides.length)}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {engine}
      {settings.autoplay && (
        <button
          type="button"
          onClick={togglePaused}
          aria-label={paused ? uiCopy.resumeCarousel : uiCopy.pauseCarousel}
          className={`grid size-10 place-items-center rounded-full transition ${pauseButtonClassName}`}
        >
          <Icon name={paused ? 'play' : 'pause'} className="size-4" />
        </button>
      )}
    </div>
  );
}
