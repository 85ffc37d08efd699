'use client';

import dynamic from 'next/dynamic';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { usePrefersReducedMotion } from '../reduced-motion';
import type { CarouselApi } from './carousel-engine';
import { isPausedByVisitor, shouldAutoplay } from './playback';

// The slides are server-rendered and the first one shows at once; the engine that moves them
// arrives after hydration.
const CarouselEngine = dynamic(() => import('./carousel-engine'), { ssr: false });

/**
 * True from the moment the element comes near the screen. Embla measures its slides when it
 * attaches, so carousels further down the page are attached only as the visitor scrolls towards
 * them, not all at once while the page loads.
 */
function useNearScreen(element: HTMLElement | null) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

interface CarouselAutoplay {
  delayMs: number;
  pauseOnHover: boolean;
}

export interface CarouselSettings {
  loop?: boolean;
  align?: 'start' | 'center';
  autoplay?: CarouselAutoplay;
}

/**
 * A carousel with the site's rules: optional autoplay that continues after a drag, pauses on
 * hover (when asked), while a slide has keyboard focus and when the visitor presses pause, and
 * starts paused for visitors who prefer reduced motion, whose slide changes are instant. Arrow
 * keys move between slides. Render `engine` anywhere inside the component.
 */
export function useCarousel({ loop = false, align = 'start', autoplay }: CarouselSettings) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const nearScreen = useNearScreen(viewport);
  // A slide chosen before the engine has attached (an indicator clicked at once) is shown then.
  const requestedIndex = useRef<number | null>(null);

  const paused = isPausedByVisitor({ pausedByVisitor, prefersReducedMotion });
  const playing =
    Boolean(autoplay) &&
    shouldAutoplay({
      pausedByVisitor,
      prefersReducedMotion,
      hoverPaused: Boolean(autoplay?.pauseOnHover) && hovered,
      focusInside,
    });

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelectedIndex(api.selectedScrollSnap());
    if (requestedIndex.current !== null) api.scrollTo(requestedIndex.current, true);
    requestedIndex.current = null;
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    const timer = api?.plugins().autoplay;
    if (!api || !timer) return;
    const sync = () => (playing ? timer.play(prefersReducedMotion) : timer.stop());
    sync();
    // A drag stops the timer; releasing it resumes autoplay ('continues after interaction').
    api.on('pointerUp', sync);
    return () => {
      api.off('pointerUp', sync);
    };
  }, [api, playing, prefersReducedMotion]);

  return {
    viewportRef: setViewport,
    engine: viewport && nearScreen && (
      <CarouselEngine
        viewport={viewport}
        loop={loop}
        align={align}
        autoplayDelayMs={autoplay?.delayMs}
        onReady={setApi}
      />
    ),
    selectedIndex,
    scrollTo: (index: number) => {
      if (api) api.scrollTo(index, prefersReducedMotion);
      else requestedIndex.current = index;
    },
    paused,
    playing,
    togglePaused: () => setPausedByVisitor(!paused),
    rootProps: {
      onPointerEnter: (event: PointerEvent) => {
        // Touch has no hover: a tap must not leave the carousel paused.
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'ArrowLeft') api?.scrollPrev(prefersReducedMotion);
        else if (event.key === 'ArrowRight') api?.scrollNext(prefersReducedMotion);
      },
    },
    viewportProps: {
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
  };
}
