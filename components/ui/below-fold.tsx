'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

// Safari has no requestIdleCallback: a timer leaves a frame between two blocks there too.
const whenIdle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback)
    : window.setTimeout(callback, 50);
const cancelIdle = (handle: number) =>
  typeof window.cancelIdleCallback === 'function'
    ? window.cancelIdleCallback(handle)
    : window.clearTimeout(handle);

/**
 * `.below-fold` blocks are left out of the first paint (app/theme.css). Once the page has loaded,
 * this renders them one per idle period: the page is whole before the visitor scrolls, for find
 * in page and for tools that read the layout, without one long layout task.
 */
export function RenderBelowFold() {
  // A client navigation to another page of the same layout keeps this mounted: start anew.
  const pathname = usePathname();
  useEffect(() => {
    let handle: number | undefined;
    const renderNext = () => {
      const block = document.querySelector<HTMLElement>('.below-fold:not([data-rendered])');
      if (!block) return;
      block.dataset.rendered = '';
      handle = whenIdle(renderNext);
    };
    const start = () => (handle = whenIdle(renderNext));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (handle !== undefined) cancelIdle(handle);
    };
  }, [pathname]);
  return null;
}
