import type { MouseEvent } from 'react';

/** Runs `close` when a click inside a menu landed on one of its links (a menu rendered on the server). */
export function closeOnLink(event: MouseEvent, close: () => void) {
  if (event.target instanceof Element && event.target.closest('a')) close();
}
