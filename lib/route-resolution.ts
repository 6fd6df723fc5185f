import { match, type Locale } from './routes';
import { freightSearchPage, searchedFreightSearchPage } from './search/search-pages';

/** What the middleware does with a request path (given without the locale prefix). */
export type RouteDecision =
  | { kind: 'next' }
  | { kind: 'rewrite'; path: string }
  | { kind: 'redirect'; path: string }
  | { kind: 'notFound' };

export const MAX_PATH_LENGTH = 1024;

/** Collapses repeated slashes, drops a trailing slash and lower-cases ASCII letters. */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return (trimmed || '/').replace(/[A-Z]/g, (c) => c.toLowerCase());
}

function hasDotSegment(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split('/').some((segment) => segment === '.' || segment === '..') || decoded.includes('\\');
}

/**
 * A sub-path of a wildcard pair that is, in the pair's other form, a pair of its own (a fixed lane's slug
 * under the other language's prefix: /rotalar/turkey-morocco-logistics) → that pair, so it redirects to
 * its own spelling instead of being served twice.
 */
function moreSpecific(found: ReturnType<typeof match>): ReturnType<typeof match> {
  if (!found?.rest) return found;
  for (const form of ['en', 'tr'] as const) {
    const other = match(`${found.pair[form]}${found.rest}`);
    if (other && other.pair !== found.pair) return other;
  }
  return found;
}

/**
 * Applies the route table: a path in the other language's form, or in a non-canonical spelling,
 * redirects to its pair for the locale in use; a Turkish path is rewritten to its page file (the
 * English form), and the freight search with a search in its `query` to its server-rendered twin, whose
 * own path is no address; anything unknown is left for Next to answer (a page outside the table or the 404).
 */
export function resolveRoute(path: string, locale: Locale, query?: URLSearchParams): RouteDecision {
  if (path.length > MAX_PATH_LENGTH || hasDotSegment(path)) return { kind: 'notFound' };
  const canonical = canonicalPath(path);
  if (canonical === searchedFreightSearchPage) return { kind: 'notFound' };
  const found = moreSpecific(match(canonical));
  if (!found) return { kind: 'next' };
  const wanted = `${found.pair[locale]}${found.rest}`;
  if (wanted !== path) return { kind: 'redirect', path: wanted };
  const pageFile = `${found.pair.en}${found.rest}`;
  if (pageFile === freightSearchPage && query?.has('q')) return { kind: 'rewrite', path: searchedFreightSearchPage };
  if (locale === 'tr' && found.form === 'tr') return { kind: 'rewrite', path: pageFile };
  return { kind: 'next' };
}
