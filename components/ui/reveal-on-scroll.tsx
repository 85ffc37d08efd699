'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Watches every `Reveal` of the page with one IntersectionObserver per threshold and marks each
 * shown or hidden (`data-revealed`); app/theme.css fades and slides it. The first mark is set
 * without a transition, so boxes out of view hide unseen and the ones in view stay as painted.
 */
export function RevealOnScroll() {
  // A client navigation to another page of the same route keeps this mounted: watch anew.
  const pathname = usePathname();
  useEffect(() => {
    const elements = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
    const thresholds = new Set(elements.map((element) => Number(element.dataset.reveal)));
    const observers = [...thresholds].map((threshold) => {
      const observer = new IntersectionObserver(
        (entries) => {
          for (const { target, isIntersecting, intersectionRatio } of entries) {
            const element = target as HTMLElement;
            const first = element.dataset.revealed === undefined;
            element.dataset.revealed = String(isIntersecting && intersectionRatio >= threshold);
            if (first) requestAnimationFrame(() => (element.dataset.revealAnimated = ''));
          }
        },
        { threshold: [0, threshold] },
      );
      for (const element of elements) {
        if (Number(element.dataset.reveal) === threshold) observer.observe(element);
      }
      return observer;
    });
    return () => observers.forEach((observer) => observer.disconnect());
  }, [pathname]);
  return null;
}
