import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion. Browser only. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(query).matches;
}

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The reduced-motion preference, kept current; static pages render as if there were none. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
