import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAlternatePaths } from '@/components/common/AlternatePaths';
import { staticIslands } from '@/components/islands';
import { SESSION_MARK } from '@/lib/account/screen-data';
import type { SignedInUser } from '@/lib/auth/claims';
import { useLocale } from '@/lib/i18n';
import { localize, type Locale } from '@/lib/routes';
import { useSession, useSignedInUser } from '@/store/session';
import * as header from './Header';

/**
 * The header (menus, tracking, language, sign-in) is an island that comes alive on intent: a pointer over it, a
 * touch, a focus or a key inside it. A change of the signed-in user (a sign-in, a sign-out, the session restored
 * from the tab) or of the page's pair in the other language (a client-side navigation) renders it at once.
 */
const HeaderIsland = staticIslands(typeof window === 'undefined' ? header : null, () => import('./Header'))('Header', { atOnce: () => false });

/** The path of the current page in the other language, slug and query kept. */
function useAlternatePath(): string {
  const { asPath } = useRouter();
  const alternates = useAlternatePaths();
  const other: Locale = useLocale() === 'tr' ? 'en' : 'tr';
  return alternates ? alternates[other] : localize(asPath, other);
}

export function SiteHeader({ serverUser }: { serverUser?: SignedInUser | null }) {
  const screenUser = useSession((session) => session.screenUser);
  const user = useSignedInUser() ?? serverUser ?? screenUser;
  // The header shows its user now: a later sign-out shows the sign-in buttons again (lib/account/screen-data.ts).
  useEffect(() => {
    if (user) document.documentElement.removeAttribute(SESSION_MARK);
  }, [user]);
  return <HeaderIsland user={user} alternatePath={useAlternatePath()} />;
}
