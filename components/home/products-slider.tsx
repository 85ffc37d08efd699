'use client';

import type { ReactNode } from 'react';
import { useCarousel } from '@/components/ui/carousel/use-carousel';
import { productsSection } from '@/content/home';
import { uiCopy } from '@/content/ui';

/**
 * 'Nuestros productos': one product at a time with a gap of 50 px, and one indicator bar per
 * product above it; a bar jumps to its product and the current one is highlighted.
 */
export function ProductsSlider({
  names,
  slides,
}: {
  names: readonly string[];
  slides: readonly ReactNode[];
}) {
  const { viewportRef, engine, rootProps, selectedIndex, scrollTo } = useCarousel({});
  return (
    <div
      role="region"
      aria-roledescription={uiCopy.carousel}
      aria-label={productsSection.sliderLabel}
      className="mt-10"
      {...rootProps}
    >
      <div className="flex gap-3" role="group" aria-label={productsSection.chooseLabel}>
        {names.map((name, index) => {
          const active = index === selectedIndex;
          return (
            <button
              key={name}
              type="button"
              aria-label={name}
              aria-current={active ? 'true' : undefined}
              onClick={() => scrollTo(index)}
              className="group flex h-8 flex-1 items-center sm:max-w-40"
            >
              <span
                className={`h-1.5 w-full rounded-full transition-colors duration-300 ${
                  active ? 'bg-brand-600' : 'bg-ink-200 group-hover:bg-ink-300'
                }`}
              />
            </button>
          );
        })}
      </div>
      {engine}
      {/* Relative, so that absolutely positioned text (sr-only) in hidden slides is clipped too. */}
      <div ref={viewportRef} className="relative mt-6 overflow-hidden">
        <div className="-ml-[50px] flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={names[index]}
              role="group"
              aria-roledescription={uiCopy.slide}
              aria-label={uiCopy.slideLabel(index, slides.length, names[index])}
              className="min-w-0 shrink-0 grow-0 basis-full pl-[50px]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
