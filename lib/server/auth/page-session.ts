import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { SignedInUser } from '../../auth/claims';
import { mayOpen } from '../../auth/access';
import type { Role } from '../../auth/roles';
import { localeOf } from '../../i18n';
import { translations } from '../../i18n-server';
import { routePath, withLocalePrefix } from '../../routes';
import { ApiError, isDatabaseUnavailable } from '../api/errors';
import { readCookies } from '../http-cookies';
import { sendUnavailablePage } from '../pages/unavailable-page';
import { SESSION_COOKIE, sessionPrincipal } from './authenticate';
import { clearedSession } from './cookies';

/**
 * The user of a page request, from the session cookie's live server-side session, as the application knows them
 * now; a cookie that opens none (signed out, expired, revoked, the user deactivated) is removed.
 */
export async function pageSession(context: GetServerSidePropsContext): Promise<SignedInUser | null> {
  const cookie = readCookies(context.req)[SESSION_COOKIE];
  if (!cookie) return null;
  const principal = await sessionPrincipal(cookie);
  if (principal) {
    const { via: _via, ...user } = principal;
    return user;
  }
  context.res.setHeader('Set-Cookie', clearedSession(context.req));
  return null;
}

export interface ProtectedPageProps {
  sessionUser: SignedInUser;
  /** Signed in, but without a role the screen needs: the page shows a 403 explanation. */
  requiredRoles: Role[] | null;
}

/** Loads a protected page's own data for the verified user; null answers the localized 404 page. */
export type PageLoader<P> = (context: GetServerSidePropsContext, user: SignedInUser) => Promise<P | null>;

/**
 * getServerSideProps for a page that needs a signed-in user: without a session it sends the visitor to
 * the localized login page (a full page load); without the role it answers 403; with both, the page's
 * own loader runs.
 */
export function protectedPage<P extends object = object>(
  namespaces: readonly string[],
  pageKeys: readonly string[],
  roles?: readonly Role[],
  load?: PageLoader<P>,
): GetServerSideProps<ProtectedPageProps & Partial<P>> {
  return async (context) => {
    const locale = localeOf(context);
    const toLogin = { redirect: { destination: withLocalePrefix(routePath('login', locale), locale), permanent: false } };
    context.res.setHeader('Cache-Control', 'private, no-store');
    let loaded: { user: SignedInUser; allowed: boolean; data: Partial<P> | null };
    try {
      const user = await pageSession(context);
      if (!user) return toLogin;
      const allowed = mayOpen(user.roles, roles);
      if (!allowed) context.res.statusCode = 403;
      loaded = { user, allowed, data: allowed && load ? await load(context, user) : {} };
    } catch (error) {
      // The database is unreachable: a localized 503 with Retry-After, not the 500 page.
      if (isDatabaseUnavailable(error)) {
        sendUnavailablePage(context, locale);
        return { props: {} as ProtectedPageProps & Partial<P> };
      }
      // Deactivated while the page loaded (lib/server/requests/request-scope.ts): signed out, to the login page.
      if (!(error instanceof ApiError && error.code === 'account.deactivated')) throw error;
      context.res.setHeader('Set-Cookie', clearedSession(context.req));
      return toLogin;
    }
    const { user, allowed, data } = loaded;
    if (data === null) return { notFound: true };
    const props: ProtectedPageProps & Partial<P> = { ...data, sessionUser: user, requiredRoles: allowed ? null : [...(roles ?? [])] };
    return { props: { ...props, ...(await translations(locale, namespaces, pageKeys)) } };
  };
}
