import { useEffect, useRef } from 'react';
import { inBrowser } from '@/components/islands';

/** The address's #fragment, decoded ('' for none, and on the server); a malformed escape is taken as written. */
export function addressTarget(): string {
  const raw = inBrowser(() => window.location.hash.slice(1), '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Calls `onTarget` with the page's #fragment (decoded) after the first render and whenever it changes,
 * so an anchor link (contentPath's /faq#slug) can open what it points at; then scrolls it into view.
 */
export function useHashTarget(onTarget: (id: string) => void): void {
  const callback = useRef(onTarget);
  useEffect(() => {
    callback.current = onTarget;
  });
  useEffect(() => {
    const apply = () => {
      const id = addressTarget();
      if (!id) return;
      callback.current(id);
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, []);
}
