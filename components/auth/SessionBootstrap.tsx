import { useEffect } from 'react';
import { hasStaleToken, useSession } from '@/store/session';

/**
 * Restores the session from session storage after hydration (so server and first client render
 * agree) and ends it when the token is unreadable or expired.
 */
export function SessionBootstrap() {
  useEffect(() => {
    void Promise.resolve(useSession.persist.rehydrate()).then(() => {
      // The server calls (and the HTTP client) load only when there is a session to end.
      if (hasStaleToken(useSession.getState().token)) void import('./session-actions').then((actions) => actions.expireStaleSession());
    });
  }, []);
  return null;
}
