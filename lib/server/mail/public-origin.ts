import { routePath, withLocalePrefix, type Locale, type RouteKey } from '../../routes';

/**
 * The origin every link in a server-built mail points to: PUBLIC_ORIGIN when set (the deployment's public
 * address), else the origin this server actually serves on, http://localhost:${PORT} (PORT defaulting to
 * 3000, as scripts/server.mjs listens). Never the build-time NEXT_PUBLIC_SITE_ORIGIN: a build made for one
 * address runs on another.
 */
export function publicOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}

/** The absolute address of a route in a language, for a mail: origin, /en prefix for English, the localized path and query. */
export function mailLink(origin: string, to: RouteKey, locale: Locale, query?: Record<string, string>): string {
  return `${origin}${withLocalePrefix(routePath(to, locale, '', query), locale)}`;
}
