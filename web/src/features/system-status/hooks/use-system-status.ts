import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getSession } from '@/lib/session';
import { type HealthRow, overallStatus, runHealthChecks } from '../health-checks';

/** Health polling every 30 s. */
export const POLL_INTERVAL_MS = 30_000;
/** Keeps the first checks out of the way of the first paint unless someone opens the panel. */
export const FIRST_CHECK_DELAY_MS = 3_000;

export type SystemStatus = ReturnType<typeof useSystemStatus>;

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isPageVisible = (): boolean => document.visibilityState !== 'hidden';

function subscribeConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = (): boolean => navigator.onLine;

/**
 * Runs the health checks on start, every 30 s and on `refresh`.
 *
 * Our refinements: polling runs only while the page is visible (a hidden tab stops, and checks
 * at once when shown again), and the first round waits until the panel is first expanded or
 * 3 s after mount, whichever comes first, so it never competes with the first paint. While the
 * browser is offline nothing is checked (every call would fail, and say nothing about our
 * services); back online, it checks at once and polls again.
 *
 * Not on the query cache: these are probes of the services (each timed, a 401 counted healthy),
 * not data to keep or share, and the widget is plain markup shown after every load, where the
 * cache's code is not loaded.
 */
export function useSystemStatus(expanded: boolean) {
  const visible = useSyncExternalStore(subscribeVisibility, isPageVisible, () => true);
  const online = useSyncExternalStore(subscribeConnection, isOnline, () => true);
  const [expandedOnce, setExpandedOnce] = useState(expanded);
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [refreshCount, setRefreshCount] = useState(0);
  const [result, setResult] = useState<{ rows: HealthRow[]; checkedAt: Date } | null>(null);
  const [checking, setChecking] = useState(false);

  // Latched during render rather than in an effect, so the first check starts in the same commit.
  if (expanded && !expandedOnce) setExpandedOnce(true);

  useEffect(() => {
    const timer = setTimeout(() => setDelayElapsed(true), FIRST_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const started = expandedOnce || delayElapsed;

  useEffect(() => {
    if (!started || !visible || !online) return;
    // One controller per run of this effect: a refresh, a hidden page or unmount cancels the
    // calls in flight, and their late answers are dropped.
    const controller = new AbortController();
    const check = async (): Promise<void> => {
      setChecking(true);
      const rows = await runHealthChecks(
        (input, init) => fetch(input, init),
        Date.now,
        getSession().status === 'signed-in',
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setResult({ rows, checkedAt: new Date() });
      setChecking(false);
    };
    void check();
    const interval = setInterval(() => void check(), POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(interval);
      // The round in flight will not report: without this the panel would look busy until the
      // next round, which going offline or hiding the page may put off indefinitely.
      setChecking(false);
    };
  }, [started, visible, online, refreshCount]);

  // Re-running the effect both checks now and restarts the 30 s schedule from this moment.
  const refresh = useCallback(() => {
    setExpandedOnce(true);
    setRefreshCount((count) => count + 1);
  }, []);

  // `null` until the first round of checks has finished.
  const rows = result?.rows ?? null;
  return {
    // The browser has no network: nothing is checked, and nothing reported as failed.
    offline: !online,
    rows,
    overall: rows ? overallStatus(rows) : null,
    lastChecked: result?.checkedAt ?? null,
    checking,
    refresh,
  };
}
