import { staticIslands } from '@/components/islands';
import { useSignedInUser } from '@/store/session';
import * as authPanel from './AuthPanel';
import type { AuthPanelProps } from './AuthPanel';

/**
 * The panel comes alive on intent, and at once with a query in the address (a registration channel to take); the
 * session restored from the tab (a signed-in visitor) renders it as its `user` changes.
 */
const AuthPanelIsland = staticIslands(typeof window === 'undefined' ? authPanel : null, () => import('./AuthPanel'))('AuthPanel', {
  atOnce: () => window.location.search !== '',
});

/** The sign-in and registration panel of /login and /register (AuthPanel), with the session's user. */
export function AuthPanelOnIntent(props: Omit<AuthPanelProps, 'user'>) {
  return <AuthPanelIsland {...props} user={useSignedInUser()} />;
}
