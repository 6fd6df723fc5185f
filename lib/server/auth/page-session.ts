import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
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

/** What a protected screen's loader reads of its request: the query string and the request itself (its cookies). */
export interface PageRequest {
  req: IncomingMessage;
  query: ParsedUrlQuery;
  /** The page's language, where the loader's data depends on it. */
  locale?: string;
}

/** Loads a protected page's own data for the verified user; null answers the localized 404 page. */
export type PageLoader<P> = (request: PageRequest, user: SignedInUser) => Promise<P | null>;

/** What a signed-in user's request for a protected screen comes to: its props (200, or 403 without the role) or its 404. */
export type ScreenOutcome<P> = { kind: 'notFound' } | { kind: 'open'; status: 200 | 403; props: ProtectedPageProps & Partial<P> };

/** A protected screen for a verified user: without one of its roles the 403 explanation (the loader does not run), else its loader's props. */
export async function openScreen<P extends object>(request: PageRequest, user: SignedInUser, roles?: readonly Role[], load?: PageLoader<P>): Promise<ScreenOutcome<P>> {
  if (!mayOpen(user.roles, roles)) return { kind: 'open', status: 403, props: { sessionUser: user, requiredRoles: [...(roles ?? [])] } as ProtectedPageProps & Partial<P> };
  const data = load ? await load(request, user) : ({} as P);
  return data === null ? { kind: 'notFound' } : { kind: 'open', status: 200, props: { ...data, sessionUser: user, requiredRoles: null } };
}

/**
 * What a request for a protected screen comes to: signed out (no cookie, or one that opens no live session, or the
 * user deactivated while it loaded: `staleCookie` says the cookie must be removed), the database unreachable, or
 * the screen for the verified user (openScreen).
 */
export type ProtectedOutcome<P> = { kind: 'signedOut'; staleCookie: boolean } | { kind: 'unavailable' } | ScreenOutcome<P>;

export async function openProtected<P extends object>(request: PageRequest, roles?: readonly Role[], load?: PageLoader<P>): Promise<ProtectedOutcome<P>> {
  const cookie = readCookies(request.req)[SESSION_COOKIE];
  if (!cookie) return { kind: 'signedOut', staleCookie: false };
  try {
    const principal = await sessionPrincipal(cookie);
    if (!principal) return { kind: 'signedOut', staleCookie: true };
    const { via: _via, ...user } = principal;
    return await openScreen(request, user, roles, load);
  } catch (error) {
    // The database is unreachable: a localized 503 with Retry-After, not the 500 page.
    if (isDatabaseUnavailable(error)) return { kind: 'unavailable' };
    // Deactivated while the page loaded (lib/server/requests/request-scope.ts): signed out, to the login page.
    if (error instanceof ApiError && error.code === 'account.deactivated') return { kind: 'signedOut', staleCookie: true };
    throw error;
  }
}

/**
 * getServerSideProps for a page that needs a signed-in user (the admin area; the account area's screens are
 * prerendered shells, lib/server/account/account-screens.ts): without a session it sends the visitor to the
 * localized login page (a full page load); without the role it answers 403; with both, the page's own loader runs.
 */
export function protectedPage<P extends object = object>(
  namespaces: readonly string[],
  pageKeys: readonly string[],
  roles?: readonly Role[],
  load?: PageLoader<P>,
): GetServerSideProps<ProtectedPageProps & Partial<P>> {
  return async (context) => {
    const locale = localeOf(context);
    context.res.setHeader('Cache-Control', 'private, no-store');
    const outcome = await openProtected(context, roles, load);
    switch (outcome.kind) {
      case 'signedOut':
        if (outcome.staleCookie) context.res.setHeader('Set-Cookie', clearedSession(context.req));
        return { redirect: { destination: withLocalePrefix(routePath('login', locale), locale), permanent: false } };
      case 'unavailable':
        sendUnavailablePage(context.res, locale);
        return { props: {} as ProtectedPageProps & Partial<P> };
      case 'notFound':
        return { notFound: true };
    }
    context.res.statusCode = outcome.status;
    return { props: { ...outcome.props, ...(await translations(locale, namespaces, pageKeys)) } };
  };
}
