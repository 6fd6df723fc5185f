import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/server/db/client';

/**
 * The public content pages' data verbs on a real (fresh PGlite) database with fixtures of their own:
 * what is public, pagination, related posts, alternate paths, campaign states, references, single pages.
 */
let db: Database;
let closeDb: () => Promise<void>;
type Verbs = {
  blogListing: typeof import('@/lib/server/content/blog-listing').blogListing;
  blogPost: typeof import('@/lib/server/content/blog-post').blogPost;
  blogTags: typeof import('@/lib/server/content/blog-tags').blogTags;
  campaignListing: typeof import('@/lib/server/content/campaign-listing').campaignListing;
  campaignDetail: typeof import('@/lib/server/content/campaign-detail').campaignDetail;
  customerReferences: typeof import('@/lib/server/content/customer-references').customerReferences;
  singlePage: typeof import('@/lib/server/content/single-page').singlePage;
  homeContent: typeof import('@/lib/server/content/home-content').homeContent;
  contentSlugs: typeof import('@/lib/server/content/content-slugs').contentSlugs;
  videoListing: typeof import('@/lib/server/content/video-listing').videoListing;
  pressReleaseDetail: typeof import('@/lib/server/content/press-release-detail').pressReleaseDetail;
};
let v: Verbs;

const NOW = new Date('2026-11-26T09:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const words = (count: number) => Array.from({ length: count }, (_, i) => `kelime${i}`).join(' ');

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'navlun-content-'));
  process.env.LOG_LEVEL = 'silent';
  process.env.TARIFF_SEED_SCALE ??= '0.1';
  delete process.env.DATABASE_URL;
  const client = await import('@/lib/server/db/client');
  db = await client.getDb();
  closeDb = client.closeDb;
  const { contentEntries, contentRevisions } = client.schema;
  await db.delete(contentRevisions);
  await db.delete(contentEntries); // whatever a start seed put there: these tests bring their own

  const post = (n: number, extra: Partial<typeof contentEntries.$inferInsert> = {}): typeof contentEntries.$inferInsert => ({
    kind: 'blogPost',
    slugTr: `yazi-${n}`,
    slugEn: `post-${n}`,
    titleTr: `Yazı ${n}`,
    titleEn: `Post ${n}`,
    summaryTr: `Özet ${n}`,
    summaryEn: `Summary ${n}`,
    bodyTr: `## Başlık\n\n${words(450)}\n\n<script>alert(1)</script>`,
    bodyEn: `## Heading\n\n${words(200)}`,
    category: 'seaFreight',
    tags: ['lcl'],
    status: 'published',
    publishAt: daysAgo(n),
    authorName: 'Deniz Kaya',
    ...extra,
  });
  await db.insert(contentEntries).values([
    post(1, { category: 'customs', tags: ['incoterms', 'export'] }),
    post(2),
    post(3, { category: 'customs', tags: ['customs'] }),
    post(4, { category: 'guides', tags: ['export'] }),
    post(5),
    post(6, { category: 'guides', tags: ['incoterms'] }),
    post(7, { category: 'airCargo', tags: ['air'] }),
    post(8, { status: 'draft' }),
    post(9, { publishAt: new Date(NOW.getTime() + 86_400_000) }), // scheduled for tomorrow
    { kind: 'campaign', slugTr: 'gecerli', slugEn: 'running', titleTr: 'Geçerli', titleEn: 'Running', status: 'published', publishAt: daysAgo(30), attributes: { validFrom: '2026-11-01', validTo: '2026-12-31', discountPercent: 15, promoCode: 'KIS-15' }, bodyEn: 'Terms **apply**.' },
    { kind: 'campaign', slugTr: 'gelecek', slugEn: 'coming', titleTr: 'Gelecek', titleEn: 'Coming', status: 'published', publishAt: daysAgo(3), attributes: { validFrom: '2027-03-01', validTo: '2027-05-31' } },
    { kind: 'campaign', slugTr: 'bitti', slugEn: 'ended', titleTr: 'Bitti', titleEn: 'Ended', status: 'published', publishAt: daysAgo(200), attributes: { validFrom: '2026-06-01', validTo: '2026-08-31', discountPercent: 8 } },
    { kind: 'campaign', slugTr: 'bozuk', slugEn: 'broken', titleTr: 'Bozuk', titleEn: 'Broken', status: 'published', publishAt: daysAgo(3), attributes: { validFrom: 'soon' } },
    { kind: 'customerReference', slugTr: 'ege-pamuk', slugEn: 'ege-pamuk', titleTr: 'Ege Pamuk Tekstil A.Ş.', titleEn: 'Ege Pamuk Tekstil A.Ş.', summaryTr: 'Harika.', summaryEn: 'Great.', bodyEn: '**Lane:** İzmir → Hamburg', status: 'published', sortOrder: 2, attributes: { person: 'Ayşe Demirtaş', positionTr: 'Dış Ticaret Müdürü', positionEn: 'Foreign Trade Manager', sector: 'textile' } },
    { kind: 'customerReference', slugTr: 'anadolu', slugEn: 'anadolu', titleTr: 'Anadolu Makine', titleEn: 'Anadolu Makine', status: 'published', sortOrder: 1, attributes: { person: 'Ali Veli', positionTr: 'Müdür', positionEn: 'Manager', sector: 'machinery' } },
    { kind: 'page', slugTr: 'hakkimizda', slugEn: 'about-us', titleTr: 'Hakkımızda', titleEn: 'About us', bodyTr: '# Hikâyemiz\n\nMetin <img src=x onerror=alert(1)>', bodyEn: '# Our story', status: 'published' },
    { kind: 'video', slugTr: 'tanitim', slugEn: 'intro', titleTr: 'Tanıtım', titleEn: 'Intro', status: 'published', attributes: { url: 'https://www.youtube.com/watch?v=abc', durationSeconds: 245 } },
    { kind: 'pressRelease', slugTr: 'bulten', slugEn: 'release', titleTr: 'Bülten', titleEn: 'Release', bodyEn: 'See [us](https://example.com).', status: 'published', publishAt: daysAgo(2) },
  ]);
  v = {
    ...(await import('@/lib/server/content/blog-listing')),
    ...(await import('@/lib/server/content/blog-post')),
    ...(await import('@/lib/server/content/blog-tags')),
    ...(await import('@/lib/server/content/campaign-listing')),
    ...(await import('@/lib/server/content/campaign-detail')),
    ...(await import('@/lib/server/content/customer-references')),
    ...(await import('@/lib/server/content/single-page')),
    ...(await import('@/lib/server/content/home-content')),
    ...(await import('@/lib/server/content/content-slugs')),
    ...(await import('@/lib/server/content/video-listing')),
    ...(await import('@/lib/server/content/press-release-detail')),
  };
}, 180_000);

afterAll(async () => {
  await closeDb?.();
});

describe('blog listing', () => {
  it('shows the public posts newest first, six a page, and nothing past the last page', async () => {
    const first = await v.blogListing(db, { locale: 'en', page: 1, now: NOW });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 7 });
    expect(first!.posts.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    const second = await v.blogListing(db, { locale: 'tr', page: 2, now: NOW });
    expect(second!.posts.map((p) => p.slug)).toEqual(['yazi-7']);
    expect(await v.blogListing(db, { locale: 'en', page: 3, now: NOW })).toBeNull();
    expect(await v.blogListing(db, { locale: 'en', page: 0, now: NOW })).toBeNull();
  });

  it('narrows to a category or a tag', async () => {
    expect((await v.blogListing(db, { locale: 'en', page: 1, category: 'customs', now: NOW }))!.posts.map((p) => p.slug)).toEqual(['post-1', 'post-3']);
    expect((await v.blogListing(db, { locale: 'en', page: 1, tag: 'incoterms', now: NOW }))!.posts.map((p) => p.slug)).toEqual(['post-1', 'post-6']);
    expect(await v.blogListing(db, { locale: 'en', page: 1, category: 'eCommerce', now: NOW })).toMatchObject({ total: 0, pageCount: 1, posts: [] });
  });

  it('ships cards without bodies, with the reading time of the language', async () => {
    const [tr] = (await v.blogListing(db, { locale: 'tr', page: 1, now: NOW }))!.posts;
    const [en] = (await v.blogListing(db, { locale: 'en', page: 1, now: NOW }))!.posts;
    expect(tr).not.toHaveProperty('body');
    expect(tr!.readingMinutes).toBe(2); // ~455 words
    expect(en!.readingMinutes).toBe(1);
    expect(tr!.authorName).toBe('Deniz Kaya');
  });

  it('lists the tags in use (not those of drafts) and the slugs to build ahead in both languages', async () => {
    expect(await v.blogTags(db, NOW)).toEqual(['air', 'customs', 'export', 'incoterms', 'lcl']);
    const slugs = await v.contentSlugs(db, 'blogPost', NOW);
    expect(slugs).toHaveLength(14);
    expect(slugs).toContainEqual({ locale: 'tr', slug: 'yazi-3' });
    expect(slugs).toContainEqual({ locale: 'en', slug: 'post-3' });
    expect(slugs.map((s) => s.slug)).not.toContain('post-8');
    expect(slugs.map((s) => s.slug)).not.toContain('yazi-9');
  });
});

describe('blog post', () => {
  it('renders the body safely, gives both language paths and three related posts', async () => {
    const page = (await v.blogPost(db, 'tr', 'yazi-1', NOW))!;
    expect(page.post.title).toBe('Yazı 1');
    expect(page.post.html).toContain('<h2>Başlık</h2>');
    expect(page.post.html).not.toContain('<script');
    expect(page.alternatePaths).toEqual({ tr: '/bloglar/yazi-1', en: '/blogs/post-1' });
    // customs + incoterms/export: post 3 (category), post 6 (incoterms), post 4 (export), newer first on ties
    expect(page.related.map((p) => p.slug)).toEqual(['yazi-3', 'yazi-4', 'yazi-6']);
  });

  it('fills the related row with the newest posts when few are related', async () => {
    const page = (await v.blogPost(db, 'en', 'post-7', NOW))!;
    expect(page.related.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3']);
  });

  it('answers null for an unknown slug, the other language slug, a draft or a scheduled post', async () => {
    expect(await v.blogPost(db, 'en', 'nope', NOW)).toBeNull();
    expect(await v.blogPost(db, 'en', 'yazi-1', NOW)).toBeNull();
    expect(await v.blogPost(db, 'tr', 'yazi-8', NOW)).toBeNull();
    expect(await v.blogPost(db, 'tr', 'yazi-9', NOW)).toBeNull();
    expect(await v.blogPost(db, 'tr', 'yazi-9', new Date(NOW.getTime() + 2 * 86_400_000))).not.toBeNull();
  });
});

describe('campaigns', () => {
  it('lists active, then upcoming, then expired ones, leaving out those whose attributes do not fit', async () => {
    const campaigns = await v.campaignListing(db, 'en', NOW);
    expect(campaigns.map((c) => [c.slug, c.state])).toEqual([
      ['running', 'active'],
      ['coming', 'upcoming'],
      ['ended', 'expired'],
    ]);
    expect(campaigns[0]).toMatchObject({ discountPercent: 15, promoCode: 'KIS-15', validFrom: '2026-11-01', validTo: '2026-12-31' });
    expect(campaigns[1]).toMatchObject({ discountPercent: null, promoCode: null });
  });

  it('shows an expired campaign with its state and its path in both languages', async () => {
    const ended = (await v.campaignDetail(db, 'tr', 'bitti', NOW))!;
    expect(ended.campaign.state).toBe('expired');
    expect(ended.alternatePaths).toEqual({ tr: '/kampanyalar/bitti', en: '/campaigns/ended' });
    expect((await v.campaignDetail(db, 'en', 'running', NOW))!.campaign.html).toContain('<strong>apply</strong>');
    expect(await v.campaignDetail(db, 'en', 'broken', NOW)).toBeNull();
    expect(await v.campaignDetail(db, 'en', 'bitti', NOW)).toBeNull();
  });
});

describe('references, single pages, media and home', () => {
  it('gives references in the editors order with the position in the language, and the case only when asked', async () => {
    const [first, second] = await v.customerReferences(db, 'en', { withCase: true, now: NOW });
    expect(first).toMatchObject({ company: 'Anadolu Makine', position: 'Manager', sector: 'machinery', html: '' });
    expect(second).toMatchObject({ company: 'Ege Pamuk Tekstil A.Ş.', quote: 'Great.', person: 'Ayşe Demirtaş', position: 'Foreign Trade Manager' });
    expect(second!.html).toContain('<strong>Lane:</strong>');
    expect((await v.customerReferences(db, 'tr', { now: NOW }))[1]).toMatchObject({ position: 'Dış Ticaret Müdürü', html: '' });
  });

  it('finds a single page by its code in either language, sanitized, headings shifted under the h1', async () => {
    const tr = (await v.singlePage(db, 'about-us', 'tr', NOW))!;
    expect(tr.title).toBe('Hakkımızda');
    expect(tr.html).toContain('<h2>Hikâyemiz</h2>');
    expect(tr.html).not.toMatch(/onerror/);
    expect((await v.singlePage(db, 'about-us', 'en', NOW))!.title).toBe('About us');
    expect(await v.singlePage(db, 'press-kit', 'en', NOW)).toBeNull();
  });

  it('lists videos with their link and length, and press releases with safe external links', async () => {
    expect(await v.videoListing(db, 'tr', undefined, NOW)).toMatchObject([{ slug: 'tanitim', url: 'https://www.youtube.com/watch?v=abc', durationSeconds: 245 }]);
    const release = (await v.pressReleaseDetail(db, 'en', 'release', NOW))!;
    expect(release.release.html).toContain('rel="noopener noreferrer"');
    expect(release.alternatePaths).toEqual({ tr: '/medya-merkezi/press-releases/bulten', en: '/media-center/press-releases/release' });
  });

  it('gives the home page three newest posts, only running campaigns and references without cases', async () => {
    const home = await v.homeContent(db, 'en', NOW);
    expect(home.posts.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3']);
    expect(home.campaigns.map((c) => c.slug)).toEqual(['running']);
    expect(home.references.map((r) => r.html)).toEqual(['', '']);
  });
});
