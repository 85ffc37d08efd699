'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useToast } from '@/components/ui/toast';
import { supportCopy } from '@/content/support';
import { loginRedirectPath, SUPPORT_PATH } from '@/lib/auth/client';
import type { FirebaseClientConfig } from '@/lib/firebase/client';
import type { LiveConnection } from './live-connection';

/** How often the open board checks that its session still holds (also on return to the tab). */
const SESSION_CHECK_INTERVAL_MS = 60_000;
/** How long to wait before signing the listeners in again after a failure. */
const RECONNECT_DELAY_MS = 3_000;
/** The longest the first connection waits for the browser to be idle after the first paint. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Resolves once the browser is idle (or after IDLE_TIMEOUT_MS): the board shows the server's
 * read first, and the Firebase SDK (most of this page's JavaScript) loads after it.
 */
const browserIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) {
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else setTimeout(resolve, 0);
  });

interface LiveBoardState {
  /**
   * Signed in and ready for listeners; null until then (the server's first render shows). A new
   * one after each sign-in, to which the listeners subscribe again.
   */
  live: LiveConnection | null;
  /** A listener's state: `live` (up to date with the server) or `stale` (serving its cache). */
  report: (listener: string, state: 'live' | 'stale') => void;
  /** A listener stopped with an error: sign in again and resubscribe. */
  fail: (listener: string) => void;
  /** The session ended: off to sign in, and back here afterwards. */
  sessionLost: () => void;
}

const LiveBoardContext = createContext<LiveBoardState | null>(null);

/** The live board's connection, for a group's data hook. */
export function useLiveBoard(): LiveBoardState {
  const state = useContext(LiveBoardContext);
  if (!state) throw new Error('useLiveBoard needs a <LiveBoard> around it');
  return state;
}

/**
 * Keeps /soporte live: signs the browser in to Firebase with a custom token the server mints
 * for this staff session (in memory only), so each group's Firestore listeners see changes made
 * anywhere. The Firebase SDK comes with those listeners (live-connection.ts), loaded once the
 * board has painted from the server's read. Says 'Reconectando…' while the connection is down;
 * a session that ended sends the viewer to sign in and back here. Writes still go through the
 * route handlers.
 */
export function LiveBoard({
  config,
  children,
}: {
  config: FirebaseClientConfig;
  children: ReactNode;
}) {
  const router = useRouter();
  const toast = useToast();
  const [live, setLive] = useState<LiveConnection | null>(null);
  const [stale, setStale] = useState<ReadonlySet<string>>(new Set());
  const [browserOffline, setBrowserOffline] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const leaving = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);

  const sessionLost = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    toast('error', supportCopy.sessionExpired);
    // The request proxy clears the ended session's cookie on /login.
    router.replace(loginRedirectPath(SUPPORT_PATH, false));
  }, [router, toast]);

  /** Signs in again shortly (offline, the server away, or a listener stopped). */
  const reconnectSoon = useCallback(() => {
    clearTimeout(retry.current);
    retry.current = setTimeout(() => setAttempt((value) => value + 1), RECONNECT_DELAY_MS);
  }, []);

  useEffect(() => {
    let current = true;
    const connect = async () => {
      setSigningIn(true);
      try {
        if (attempt === 0) await browserIdle();
        const [{ connectLive }, response] = await Promise.all([
          import('./live-connection'),
          fetch('/api/live/token', { method: 'POST' }),
        ]);
        if (response.status === 401) return sessionLost();
        if (!response.ok) throw new Error(`live token: ${response.status}`);
        const { token } = (await response.json()) as { token: string };
        const connection = await connectLive(config, token);
        if (!current) return;
        setLive(connection);
        setSigningIn(false);
      } catch {
        if (current) reconnectSoon();
      }
    };
    void connect();
    return () => {
      current = false;
      clearTimeout(retry.current);
    };
  }, [attempt, config, reconnectSoon, sessionLost]);

  // The session may end while the board is open (expired, signed out elsewhere, revoked).
  useEffect(() => {
    const check = async () => {
      try {
        const response = await fetch('/api/session', { cache: 'no-store' });
        if (response.status === 401) sessionLost();
      } catch {
        // Offline: the board already says so; the next check or reconnect tells.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sessionLost]);

  useEffect(() => {
    const update = () => setBrowserOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const report = useCallback((listener: string, state: 'live' | 'stale') => {
    setStale((current) => {
      if ((state === 'stale') === current.has(listener)) return current;
      const next = new Set(current);
      if (state === 'stale') next.add(listener);
      else next.delete(listener);
      return next;
    });
  }, []);

  const fail = useCallback(
    (listener: string) => {
      report(listener, 'stale');
      // Its sign-in may have ended (an hour passed, or the session was revoked): start over.
      reconnectSoon();
    },
    [reconnectSoon, report],
  );

  const value = useMemo(
    () => ({ live, report, fail, sessionLost }),
    [live, report, fail, sessionLost],
  );
  const reconnecting = browserOffline || stale.size > 0 || (signingIn && live !== null);

  return (
    <LiveBoardContext.Provider value={value}>
      {children}
      <p
        role="status"
        aria-live="polite"
        className={
          reconnecting
            ? 'fixed right-4 bottom-4 z-40 rounded-full bg-ink-900/85 px-4 py-2 text-sm font-medium text-white shadow-card'
            : 'sr-only'
        }
      >
        {reconnecting ? supportCopy.reconnecting : ''}
      </p>
    </LiveBoardContext.Provider>
  );
}
