import { useEffect } from 'react';
import { readClaims, useSession } from '@/store/session';
import { isExpired } from '@/lib/auth/claims';

/**
 * Restores the session from session storage after hydration (so server and first client render
 * agree) and ends it when the token is unreadable or expired (SPEC §4).
 */
export function SessionBootstrap() {
  useEffect(() => {
    void Promise.resolve(useSession.persist.rehydrate()).then(() => {
      const claims = readClaims(useSession.getState().token);
      if (useSession.getState().token && (!claims || isExpired(claims))) void import('@/lib/auth/session-actions').then((actions) => actions.expireStaleSession());
    });
  }, []);
  return null;
}
