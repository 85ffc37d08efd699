'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The visitor's current year. Static pages are rendered at build time, so the server's year
 * is only the first guess; the browser corrects it after a new year without a rebuild.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
