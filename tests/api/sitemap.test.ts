// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, legalDocumentCodes } from '@/lib/domain/content';
import { contentPath } from '@/lib/content/content-paths';
import { laneKeys, routePath, serviceKeys, withLocalePrefix, type Locale } from '@/lib/routes';
import { buildSitemapXml, type SitemapPage } from '@/lib/seo/sitemap';
import type { Database } from '@/lib/server/db/client';
import { startTestApi, type TestApi } from './harness';

/**
 * The sitemap's data against a seeded test database: every public content entry with a page of its own
 * in both languages (seeded content and this suite's fixtures), nothing unpublished or scheduled, no
 * anchor-only kinds, the blog's pages, categories and tags, the fixed and generated lanes and the busiest
 * ship-program lanes, and no account, admin or sign-in page.
 */
let api: TestApi;
let db: Database;
let pages: SitemapPage[];
let locs: string[];
const origin = 'https://www.navlunport.test';
const builtAt = new Date('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

const url = (path: string, locale: Locale) => `${origin}${withLocalePrefix(path, locale)}`;
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

async function insertEntry(entry: { kind: string; slugTr: string; slugEn: string; status?: string; publishAt?: Date | null; category?: string | null; tags?: string[]; updatedAt?: Date }) {
  await api.sql(
    `insert into content_entries (kind, slug_tr, slug_en, title_tr, title_en, summary_tr, summary_en, body_tr, body_en, category, tags, status, publish_at, updated_at)
     values (${quote(entry.kind)}, ${quote(entry.slugTr)}, ${quote(entry.slugEn)}, 'Başlık ${entry.slugTr}', 'Title ${entry.slugEn}', 'Özet', 'Summary', 'Gövde', 'Body',
       ${entry.category ? quote(entry.category) : 'null'}, ${quote(JSON.stringify(entry.tags ?? []))}::jsonb, ${quote(entry.status ?? 'published')},
       ${entry.publishAt ? quote(entry.publishAt.toISOString()) : 'null'}, ${quote((entry.updatedAt ?? new Date()).toISOString())})`,
  );
}

beforeAll(async () => {
  api = await startTestApi();
  db = (await (await import('@/lib/server/db/client')).connection()).db;
  const now = Date.now();
  await insertEntry({ kind: 'blogPost', slugTr: 'sitemap-testi-yazisi', slugEn: 'sitemap-test-post', category: 'customs', tags: ['sitemap-tag-one', 'incoterms'], publishAt: new Date(now - 3 * DAY), updatedAt: new Date('2026-11-20T10:15:00Z') });
  await insertEntry({ kind: 'blogPost', slugTr: 'taslak-yazi', slugEn: 'draft-post', status: 'draft', tags: ['draft-only-tag'] });
  await insertEntry({ kind: 'blogPost', slugTr: 'gelecek-yazi', slugEn: 'future-post', publishAt: new Date(now + 5 * DAY), tags: ['future-only-tag'] });
  await insertEntry({ kind: 'legalDocument', slugTr: 'test-belgesi', slugEn: 'test-document' });
  await insertEntry({ kind: 'faq', slugTr: 'test-sorusu', slugEn: 'test-question' });
  await insertEntry({ kind: 'glossaryTerm', slugTr: 'test-terimi', slugEn: 'test-term', updatedAt: new Date('2026-11-25T00:00:00Z') });
  // the ship program of this suite: two lanes with sailings ahead, one whose sailings are all past
  await api.sql('delete from voyages');
  const sailing = (pol: string, pod: string, days: number) => {
    const etd = new Date(now + days * DAY);
    return `('MSC', 'V. MSC', 'S${days}W', 'MED-USEC', '${pol}', '${pod}', null, ${quote(new Date(etd.getTime() - 2 * DAY).toISOString())}, ${quote(etd.toISOString())}, ${quote(new Date(etd.getTime() + 20 * DAY).toISOString())}, 20)`;
  };
  await api.sql(
    `insert into voyages (carrier, vessel, voyage_number, service, pol, pod, transshipment, cut_off_at, etd, eta, transit_days)
     values ${[sailing('TRMER', 'USNYC', 7), sailing('TRMER', 'USNYC', 14), sailing('TRAMR', 'NLRTM', 9), sailing('TRIZM', 'USHOU', -20)].join(', ')}`,
  );
  const { listSitemapPages } = await import('@/lib/server/seo/list-sitemap-pages');
  pages = await listSitemapPages(db, { builtAt });
  const doc = new DOMParser().parseFromString(buildSitemapXml(pages, origin), 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
});
afterAll(async () => api?.close());

describe('the sitemap pages', () => {
  it('lists every public entry with a page of its own, in both languages', async () => {
    const rows = await api.sql<{ kind: 'blogPost' | 'campaign' | 'legalDocument' | 'servicePage' | 'pressRelease'; slug_tr: string; slug_en: string }>(
      `select kind, slug_tr, slug_en from content_entries where status = 'published' and (publish_at is null or publish_at <= now())
         and kind in ('blogPost', 'campaign', 'legalDocument', 'servicePage', 'pressRelease')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(locs).toContain(url(contentPath(row.kind, row.slug_tr, 'tr'), 'tr'));
      expect(locs).toContain(url(contentPath(row.kind, row.slug_en, 'en'), 'en'));
    }
    // the seeded legal documents (lib/domain/content.ts legalDocumentCodes are their English slugs)
    for (const code of legalDocumentCodes) expect(locs).toContain(`${origin}/en/legal-documents/${code}`);
    expect(locs).toContain(`${origin}/yasal-dokumanlar/kvkk-aydinlatma-metni`);
    expect(locs).toContain(`${origin}/bloglar/sitemap-testi-yazisi`);
    expect(locs).toContain(`${origin}/en/blogs/sitemap-test-post`);
    expect(locs).toContain(`${origin}/yasal-dokumanlar/test-belgesi`);
    expect(locs).toContain(`${origin}/en/legal-documents/test-document`);
  });

  it('pairs an entry’s two slugs and dates it by its last edit', () => {
    const post = pages.find((page) => page.paths.en === '/blogs/sitemap-test-post');
    expect(post).toEqual({ paths: { tr: '/bloglar/sitemap-testi-yazisi', en: '/blogs/sitemap-test-post' }, lastmod: new Date('2026-11-20T10:15:00Z') });
  });

  it('leaves out drafts, scheduled entries and the kinds that are anchors on a listing', () => {
    const all = locs.join('\n');
    for (const slug of ['draft-post', 'taslak-yazi', 'future-post', 'gelecek-yazi', 'test-question', 'test-sorusu', 'test-term', 'test-terimi', 'draft-only-tag', 'future-only-tag']) expect(all).not.toContain(slug);
    expect(locs.every((loc) => !loc.includes('#'))).toBe(true);
  });

  it('dates a listing by the newest entry it shows', () => {
    expect(pages.find((page) => page.paths.en === '/logistics-dictionary')!.lastmod.getTime()).toBeGreaterThanOrEqual(new Date('2026-11-25T00:00:00Z').getTime());
    const contact = pages.find((page) => page.paths.en === '/contact-form')!;
    expect(contact.lastmod).toEqual(builtAt);
  });

  it('lists the blog’s further pages, its categories and tags in use', async () => {
    const [{ count }] = (await api.sql<{ count: number }>(`select count(*)::int as count from content_entries where kind = 'blogPost' and status = 'published' and (publish_at is null or publish_at <= now())`)) as [{ count: number }];
    const expectedPages = Math.ceil(count / BLOG_PAGE_SIZE);
    for (let page = 2; page <= expectedPages; page++) {
      expect(locs).toContain(`${origin}/bloglar/page/${page}`);
      expect(locs).toContain(`${origin}/en/blogs/page/${page}`);
    }
    expect(locs).not.toContain(`${origin}/bloglar/page/${expectedPages + 1}`);
    expect(locs).toContain(`${origin}/bloglar/category/customs`);
    // categories are written in kebab case (lib/content/blog.ts categorySlug)
    const categories = await api.sql<{ category: string }>(`select distinct category from content_entries where kind = 'blogPost' and status = 'published' and category is not null and (publish_at is null or publish_at <= now())`);
    for (const { category } of categories) expect(locs).toContain(`${origin}/en/blogs/category/${category.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`);
    expect(locs).toContain(`${origin}/en/blogs/tag/sitemap-tag-one`);
    expect(locs).toContain(`${origin}/bloglar/tag/incoterms`);
  });

  it('lists the static pages, the services, the 15 fixed lanes, generated lanes and ship-program lanes', () => {
    for (const key of ['home', 'faq', 'logisticsDictionary', 'blogs', 'legalDocuments', ...serviceKeys, ...laneKeys] as const) {
      expect(locs).toContain(url(routePath(key, 'tr'), 'tr'));
      expect(locs).toContain(url(routePath(key, 'en'), 'en'));
    }
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/en`);
    expect(locs).toContain(`${origin}/rotalar/turkiye-hollanda-lojistigi`);
    expect(locs).toContain(`${origin}/en/routes/turkey-netherlands-logistics`);
    expect(locs).toContain(`${origin}/gemi-programi/trmer-usnyc`);
    expect(locs).toContain(`${origin}/en/ship-program/trmer-usnyc`);
    expect(locs.filter((loc) => /\/(gemi-programi|ship-program)\//.test(loc)).sort()).toEqual(
      [`${origin}/en/ship-program/tramr-nlrtm`, `${origin}/en/ship-program/trmer-usnyc`, `${origin}/gemi-programi/tramr-nlrtm`, `${origin}/gemi-programi/trmer-usnyc`],
    );
    expect(locs).toContain(`${origin}/en/media-center/press-releases`);
  });

  it('keeps account, admin and sign-in pages out, and lists each URL once', () => {
    for (const loc of locs) expect(loc).not.toMatch(/\/(hesabim|my-account|admin|uye-giris|login|uye-ol|register|redirect)(\/|$)/);
    expect(new Set(locs).size).toBe(locs.length);
  });
});
