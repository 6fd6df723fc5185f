import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import { escapeHtml } from '../../html-escape';
import { resolveRoute } from '../../route-resolution';
import { accountRoutes, match, routePath, withLocalePrefix, type AccountKey, type Locale } from '../../routes';
import { scriptSafeJson } from '../../script-json';
import { SCREEN_DATA_ID, SESSION_MARK } from '../../account/screen-data';
import { clearedSession } from '../auth/cookies';
import { log } from '../log';
import { gzipJoined, gzipPiece, type GzipPiece } from '../pages/gzip-ending';
import { sendUnavailablePage } from '../pages/unavailable-page';
import { openAccountScreen } from './account-screens';

/** An address of an account screen, in its canonical form: the screen, the language and the page file serving it. */
export interface AccountScreenAddress {
  key: AccountKey;
  locale: Locale;
  /** The page file's path (the English form), e.g. /my-account/dashboard. */
  pageFile: string;
}

/**
 * The account screen a request path opens, or null for any other path, and for an account path the middleware
 * still has to redirect (another language's form, a trailing slash, capitals): Next answers those.
 */
export function accountScreenAt(pathname: string): AccountScreenAddress | null {
  const locale: Locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr';
  const path = locale === 'en' ? pathname.slice(3) || '/' : pathname;
  const decision = resolveRoute(path, locale);
  const pageFile = decision.kind === 'rewrite' ? decision.path : decision.kind === 'next' ? path : null;
  const found = pageFile === null ? null : match(pageFile);
  if (!pageFile || !found || found.rest || !Object.hasOwn(accountRoutes, found.key)) return null;
  return { key: found.key as AccountKey, locale, pageFile };
}

/** The page Next prerendered for a page file and language (`next build`): a screen's shell, the 404 and 500 pages; read once. */
export type ShellSource = (locale: Locale, pageFile: string) => string;

export function prerenderedShells(nextDir: string): ShellSource {
  const shells = new Map<string, string>();
  return (locale, pageFile) => {
    const file = path.join(nextDir, 'server', 'pages', locale, `${pageFile}.html`);
    let html = shells.get(file);
    if (html === undefined) shells.set(file, (html = readFileSync(file, 'utf8')));
    return html;
  };
}

/** The site's other language: the one the header's language link leads to. */
const otherLocale = (locale: Locale): Locale => (locale === 'tr' ? 'en' : 'tr');

/**
 * Where the header's link to the other language ends its address in a prerendered page (the link's `href` is
 * `prerenderedHref`, the page's pair without a query: Next rendered it for the page's own path). The page served at
 * another address (a screen with its query, the 404 page for a screen's record) gets that address's pair there, so a
 * visitor who takes the link before the header's code runs lands where it will lead once it runs.
 */
function languageHrefEnd(html: string, locale: Locale, prerenderedHref: string): number {
  const attribute = `href="${prerenderedHref}"`;
  const link = html.indexOf(`hrefLang="${otherLocale(locale)}"`);
  const at = link === -1 ? -1 : html.indexOf(attribute, link);
  if (at === -1 || html.lastIndexOf('>', at) > link) throw new Error(`The prerendered page has no link to ${prerenderedHref}`);
  return at + attribute.length - 1;
}

/** The address's pair in the other language, as the header links it: prefixed, its query kept. */
function pairOf({ key, locale }: AccountScreenAddress): string {
  const other = otherLocale(locale);
  return withLocalePrefix(routePath(key, other), other);
}

/** The query of the address as it stands in an attribute of the page: `?…` and escaped, or nothing. */
const queryPart = (search: string) => (search ? escapeHtml(`?${search}`) : '');

/**
 * A screen's shell ready for its data: marked as a signed-in page (until the header knows its user, its sign-in
 * buttons stay hidden, styles/frame-styles.ts, so a signed-in visitor is never offered to sign in), split where the
 * query goes (the language link's address) and where the data goes, and its parts gzipped once
 * (lib/server/pages/gzip-ending.ts). Made once per shell.
 */
interface FillableShell {
  /** Up to the language link's address (without its query). */
  head: string;
  /** From there to where the data goes. */
  body: string;
  end: string;
  gzipped: { head: GzipPiece; body: GzipPiece };
}

const fillableShells = new Map<string, FillableShell>();

function fillable(shell: string, address: AccountScreenAddress): FillableShell {
  let made = fillableShells.get(shell);
  if (made) return made;
  const htmlTagEnd = shell.indexOf('>', shell.indexOf('<html'));
  const bodyEnd = shell.lastIndexOf('</body>');
  if (!shell.includes('<html') || htmlTagEnd === -1 || bodyEnd === -1) throw new Error('The prerendered account shell has no <html> or </body>');
  const beginning = `${shell.slice(0, htmlTagEnd)} ${SESSION_MARK}=""${shell.slice(htmlTagEnd, bodyEnd)}`;
  const queryAt = languageHrefEnd(beginning, address.locale, pairOf(address));
  const [head, body] = [beginning.slice(0, queryAt), beginning.slice(queryAt)];
  made = { head, body, end: shell.slice(bodyEnd), gzipped: { head: gzipPiece(head), body: gzipPiece(body) } };
  fillableShells.set(shell, made);
  return made;
}

/** The end of the page: the screen's data for the browser to render it from (components/account/AccountScreenPage.tsx), then the shell's own end. */
const dataEnding = (shell: FillableShell, props: object) => `<script id="${SCREEN_DATA_ID}" type="application/json">${scriptSafeJson(props)}</script>${shell.end}`;

/** A fillable shell with the address's query and the screen's data, as text. */
const filled = (shell: FillableShell, search: string, props: object) => shell.head + queryPart(search) + shell.body + dataEnding(shell, props);

/** A screen's shell with its query and data, as text. */
export function withScreenData(shell: string, address: AccountScreenAddress, search: string, props: object): string {
  return filled(fillable(shell, address), search, props);
}

/** A prerendered page of Next's own (the 404 and 500 pages) in the screen's language, with its status. */
function sendPrerendered(res: ServerResponse, status: 404 | 500, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** Next's 404 page for a screen's address: its language link leads to the address's pair, query kept. */
function notFoundPage(html: string, address: AccountScreenAddress, search: string): string {
  const other = otherLocale(address.locale);
  const prerendered = withLocalePrefix('/404', other);
  const end = languageHrefEnd(html, address.locale, prerendered);
  const start = end - prerendered.length;
  return html.slice(0, start) + pairOf(address) + queryPart(search) + html.slice(end);
}

/**
 * A full page load of an account screen, answered by the production server (scripts/server.mjs) without a render:
 * the screen's prerendered shell and the viewer's data in it, with the status its getServerSideProps used to give.
 * No live session: 307 to the localized login page (a stale cookie removed); without the screen's role: 403 and
 * the shell with the explanation's data; a record that is missing or not the viewer's: the localized 404 page; the
 * database unreachable: the localized 503; a failure: the localized 500 page. Never stored by a shared cache.
 */
export async function answerAccountScreenPage(req: IncomingMessage, res: ServerResponse, address: AccountScreenAddress, shells: ShellSource, { gzip }: { gzip: boolean }): Promise<void> {
  const { key, locale, pageFile } = address;
  const search = (req.url ?? '').split('?')[1] ?? '';
  res.setHeader('Cache-Control', 'private, no-store');
  let outcome;
  try {
    outcome = await openAccountScreen(key, { req, query: parseQueryString(search), locale });
  } catch (error) {
    log.error({ err: error, screen: key }, 'account screen page failed');
    return sendPrerendered(res, 500, shells(locale, '/500'));
  }
  switch (outcome.kind) {
    case 'signedOut':
      if (outcome.staleCookie) res.setHeader('Set-Cookie', clearedSession(req));
      res.writeHead(307, { Location: withLocalePrefix(routePath('login', locale), locale) });
      return void res.end();
    case 'unavailable':
      return sendUnavailablePage(res, locale);
    case 'notFound':
      return sendPrerendered(res, 404, notFoundPage(shells(locale, '/404'), address, search));
  }
  const shell = fillable(shells(locale, pageFile), address);
  if (!gzip) {
    res.writeHead(outcome.status, { 'Content-Type': 'text/html; charset=utf-8' });
    return void res.end(filled(shell, search, outcome.props));
  }
  // Only the query and the data are compressed per answer: the shell's 60–100 kB were compressed when it was first read.
  res.writeHead(outcome.status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  res.end(gzipJoined([shell.gzipped.head, queryPart(search), shell.gzipped.body, dataEnding(shell, outcome.props)]));
}
