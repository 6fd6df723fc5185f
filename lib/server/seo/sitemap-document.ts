import { siteOrigin } from '../../site';
import { buildRobotsTxt } from '../../seo/robots';
import { buildSitemapXml } from '../../seo/sitemap';
import { getDb } from '../db/client';
import { processCache } from '../ttl-cache';
import { buildTime } from './build-time';
import { listSitemapPages } from './list-sitemap-pages';

/** How long a built sitemap is served before it is read again (and how long clients may keep it). */
export const SITEMAP_MAX_AGE_SECONDS = 300;

const cache = processCache<string>('sitemap', { ttlMs: SITEMAP_MAX_AGE_SECONDS * 1000, maxEntries: 1 });

/** The sitemap document of the site, built at most once per SITEMAP_MAX_AGE_SECONDS per process. */
export function sitemapDocument(): Promise<string> {
  return cache.get('sitemap.xml', async () => buildSitemapXml(await listSitemapPages(await getDb(), { builtAt: buildTime() }), siteOrigin));
}

export function robotsDocument(): string {
  return buildRobotsTxt(siteOrigin);
}
