import { useEffect } from 'react';

/**
 * Starts loading the session's global lookups once the page is idle; the store (and the HTTP client
 * it uses) arrive in a chunk of their own, so no page carries them in its first-load JavaScript.
 */
export function LookupsLoader() {
  useEffect(() => {
    const start = () => void import('@/store/lookups').then(({ useLookups }) => useLookups.getState().load());
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
