import { useEffect } from 'react';

/**
 * Runs `run` once the page is idle after mounting (at the latest after `timeout` ms; after 500 ms where the
 * browser has no requestIdleCallback). `run` must be stable (module-level or useCallback): a new one restarts the wait.
 */
export function useWhenIdle(run: () => void, timeout = 3000) {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 500);
    return () => clearTimeout(timer);
  }, [run, timeout]);
}
