import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { userFromClaims, type SignedInUser } from '../../auth/claims';
import { mayOpen } from '../../auth/access';
import type { Role } from '../../auth/roles';
import { localeOf } from '../../i18n';
import { translations } from '../../i18n-server';
import { routePath, withLocalePrefix } from '../../routes';
import { ApiError, isDatabaseUnavailable } from '../api/errors';
import { readCookies } from '../http-cookies';
import { sendUnavailablePage } from '../pages/unavailable-page';
import { SESSION_COOKIE } from './authenticate';
import { clearedSession } from './cookies';
import { verifyAccessToken } from './verify-token';

/** The user of a page request, from the verified session cookie; an invalid or expired cookie is removed. */
export async function pageSession(context: GetServerSidePropsContext): Promise<SignedInUser | null> {
  const token = readCookies(context.req)[SESSION_COOKIE];
  if (!token) return null;
  try {
    return userFromClaims(await verifyAccessToken(token));
  } catch {
    context.res.setHeader('Set-Cookie', clearedSession(context.req));
    return null;
  }
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
    const user = await pageSession(context);
    if (!user) return { redirect: { destination: withLocalePrefix(routePath('login', locale), locale), permanent: false } };
    context.res.setHeader('Cache-Control', 'private, no-store');
    const allowed = mayOpen(user.roles, roles);
    if (!allowed) context.res.statusCode = 403;
    let data: Partial<P> | null;
    try {
      data = allowed && load ? await load(context, user) : {};
    } catch (error) {
      // The database is unreachable: a localized 503 with Retry-After, not the 500 page.
      if (isDatabaseUnavailable(error)) {
        sendUnavailablePage(context, locale);
        return { props: {} as ProtectedPageProps & Partial<P> };
      }
      // Deactivated since the token was issued (lib/server/requests/request-scope.ts): signed out, to the login page.
      if (!(error instanceof ApiError && error.code === 'account.deactivated')) throw error;
      context.res.setHeader('Set-Cookie', clearedSession(context.req));
      return { redirect: { destination: withLocalePrefix(routePath('login', locale), locale), permanent: false } };
    }
    if (data === null) return { notFound: true };
    const props: ProtectedPageProps & Partial<P> = { ...data, sessionUser: user, requiredRoles: allowed ? null : [...(roles ?? [])] };
    return { props: { ...props, ...(await translations(locale, namespaces, pageKeys)) } };
  };
}
