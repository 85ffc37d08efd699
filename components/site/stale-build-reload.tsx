'use client';

import { useEffect } from 'react';
import { isMissingChunk, shouldReload } from '@/lib/deploy';

const storageKey = 'andina:stale-build-reload';

/**
 * After a redeploy, a script chunk of this page's build may be gone from the server: the page
 * loads again, from the new build (lib/deploy/stale-build.ts), instead of a form or a dialog
 * that silently stops working.
 */
export function StaleBuildReload() {
  useEffect(() => {
    const reload = (reason: unknown) => {
      if (!isMissingChunk(reason)) return;
      const key = `${storageKey}:${location.pathname}`;
      const now = Date.now();
      const last = Number(sessionStorage.getItem(key)) || undefined;
      if (!shouldReload(last, now)) return;
      sessionStorage.setItem(key, String(now));
      location.reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => reload(event.reason);
    const onError = (event: ErrorEvent) => reload(event.error ?? event.message);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
