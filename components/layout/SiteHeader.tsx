import { staticIslands } from '@/components/common/StaticIsland';
import type { SignedInUser } from '@/lib/auth/claims';
import { useSignedInUser } from '@/store/session';
import * as header from './Header';

/**
 * The header (menus, tracking, language, sign-in) is an island that comes alive on intent: a pointer over it, a
 * touch, a focus or a key inside it. A change of the signed-in user (a sign-in, a sign-out, the session restored
 * from the tab) renders it at once.
 */
const HeaderIsland = staticIslands(typeof window === 'undefined' ? header : null, () => import('./Header'))('Header', { atOnce: () => false });

export function SiteHeader({ serverUser }: { serverUser?: SignedInUser | null }) {
  return <HeaderIsland user={useSignedInUser() ?? serverUser ?? null} />;
}
