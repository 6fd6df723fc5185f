import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';

/**
 * Asks before leaving with unsaved changes: the browser's own prompt on reload and close, a
 * confirmation on a move inside the site (the move is cancelled when declined). `allowNext()` lets
 * one move through (after a save or a delete).
 */
export function useUnsavedGuard(dirty: boolean, question: string): { allowNext: () => void } {
  const router = useRouter();
  const allowed = useRef(false);
  const state = useRef({ dirty, question });
  useEffect(() => {
    state.current = { dirty, question };
  }, [dirty, question]);
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.dirty || allowed.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const routeChangeStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (allowed.current) {
        allowed.current = false;
        return;
      }
      if (shallow || !state.current.dirty || url === router.asPath) return;
      if (window.confirm(state.current.question)) return;
      router.events.emit('routeChangeError', new Error('cancelled'), url, { shallow });
      // Next stops a route change only by an error thrown here.
      throw 'Navigation cancelled: unsaved changes';
    };
    window.addEventListener('beforeunload', beforeUnload);
    router.events.on('routeChangeStart', routeChangeStart);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      router.events.off('routeChangeStart', routeChangeStart);
    };
  }, [router]);
  return { allowNext: () => (allowed.current = true) };
}
