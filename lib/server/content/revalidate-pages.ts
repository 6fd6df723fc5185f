/**
 * [M5] On-demand revalidation of the static pages an editor's change shows on. The API runs outside
 * Next's API pipeline (scripts/server.mjs), so `res.revalidate` is not at hand: this does what Next
 * does inside it — a request for each page path to the app's own origin with the header
 * `x-prerender-revalidate: <previewModeId>` (from .next/prerender-manifest.json), which makes the pages
 * router regenerate that ISR page now, skipping the middleware (so paths are page-file paths: see
 * entryPagePaths); a page whose props answer notFound is regenerated as a 404, which is no failure. It runs
 * after the change has committed, a few paths at a time, each with a timeout; failures are logged and
 * never fail the editor's request. Tests install a recorder with setPageRevalidator.
 */
import path from 'node:path';
import { affectedPaths } from '../../content/content-paths';
import { previewModeId } from '../../preview-mode-id.mjs';
import { isPublic, type ContentKind } from '../../domain/content';
import { locales, pagePath, withLocalePrefix } from '../../routes';
import { log } from '../log';

/** Regenerates the pages at these site paths (locale-prefixed, no anchor). */
export type PageRevalidator = (paths: readonly string[]) => Promise<void>;

const CONCURRENCY = 4;
const TIMEOUT_MS = 15_000;

/** What decides where an entry shows and whether the public sees it. */
export interface PublicFacts {
  kind: ContentKind | string;
  slugTr: string;
  slugEn: string;
  status: string;
  publishAt: Date | string | null;
  /** A blog post's category and tags (their listings show it). */
  category?: string | null;
  tags?: readonly string[];
}

/**
 * Every page that shows the entry, in both locales, as the path its revalidation is requested at: Next
 * skips the middleware for a revalidation request, so a Turkish path is given as the page file's path
 * (the English form, which the middleware rewrites /bloglar/<slug> to) in the default locale, and an
 * English one with its /en prefix: /bloglar/gumruk → /blogs/gumruk, /en/blogs/customs.
 */
export function entryPagePaths(facts: Pick<PublicFacts, 'kind' | 'slugTr' | 'slugEn' | 'category' | 'tags'>): string[] {
  return locales.flatMap((locale) =>
    affectedPaths(facts.kind as ContentKind, locale === 'tr' ? facts.slugTr : facts.slugEn, locale, facts).map((page) => withLocalePrefix(pagePath(page), locale)),
  );
}

/**
 * The pages a change alters for the public: those of the entry as it was when it was public (its old
 * slugs too), and as it is when it is public now. Nothing when it is public neither before nor after
 * (a draft's edit, a schedule moved); `before` null for a creation, `after` null for a deletion.
 */
export function changedPagePaths(before: PublicFacts | null, after: PublicFacts | null, now: Date = new Date()): string[] {
  const shown = [before, after].filter((facts): facts is PublicFacts => facts !== null && isPublic(facts, now));
  return [...new Set(shown.flatMap(entryPagePaths))];
}

let knownPreviewModeId: string | null | undefined;

function readPreviewModeId(): string | null {
  if (knownPreviewModeId !== undefined) return knownPreviewModeId;
  knownPreviewModeId = previewModeId(path.join(process.cwd(), '.next'));
  if (!knownPreviewModeId) log.warn('no .next/prerender-manifest.json preview id: pages are not revalidated on demand (not a production build?)');
  return knownPreviewModeId;
}

/** Runs `task` over the items, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Where pages are regenerated: every instance's own origin when REVALIDATE_ORIGINS lists them (comma-separated,
 * e.g. http://10.0.0.5:3000,http://10.0.0.6:3000 — each instance keeps its own ISR copy), else this server.
 */
function revalidationOrigins(): string[] {
  const listed = (process.env.REVALIDATE_ORIGINS ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  return listed.length ? listed : [`http://127.0.0.1:${process.env.PORT ?? 3000}`];
}

/** The production revalidator: a GET of each path from each instance with Next's revalidation header. */
export const httpPageRevalidator: PageRevalidator = async (paths) => {
  const id = readPreviewModeId();
  if (!id) return;
  const targets = revalidationOrigins().flatMap((origin) => paths.map((page) => ({ origin, page })));
  await eachLimited(targets, CONCURRENCY, async ({ origin, page }) => {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${page}`, { headers: { 'x-prerender-revalidate': id }, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
      await response.arrayBuffer();
      const cache = response.headers.get('x-nextjs-cache');
      // 404: no page at this path (an unknown slug's page is regenerated as a 404 too).
      if (response.status === 200 || response.status === 404) log.info({ origin, page, status: response.status, cache, ms: Math.round(performance.now() - started) }, 'page revalidated');
      else log.warn({ origin, page, status: response.status, cache }, 'page revalidation answered an unexpected status');
    } catch (error) {
      log.warn({ err: error, origin, page }, 'page revalidation failed');
    }
  });
};

const holder = globalThis as typeof globalThis & { __navlunPageRevalidator?: PageRevalidator };

/** Replaces the revalidator (tests record the paths); null restores the HTTP one. */
export function setPageRevalidator(revalidator: PageRevalidator | null): void {
  holder.__navlunPageRevalidator = revalidator ?? undefined;
}

/** Revalidates the paths (deduplicated) with the installed revalidator; never throws. */
export async function revalidatePages(paths: readonly string[]): Promise<void> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  try {
    await (holder.__navlunPageRevalidator ?? httpPageRevalidator)(unique);
  } catch (error) {
    log.warn({ err: error, paths: unique }, 'page revalidation failed');
  }
}
