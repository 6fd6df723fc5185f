import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignState, contentCategories, helpGuideCodes, legalDocumentCodes, SLUG_PATTERN, singlePageCodes, type ContentKind } from '@/lib/domain/content';
import { turkishFold } from '@/lib/domain/turkish-fold';
import { serviceRoutes } from '@/lib/routes';
import { contentEntryInput } from '@/lib/schemas/content';
import { renderMarkdown } from '@/lib/server/content/render-markdown';
import type { Database } from '@/lib/server/db/client';
import { CONTENT_SEED_META_KEY, contentSeed, type SeedEntry } from '@/lib/server/db/seed/content/seed-content';
import { startTestApi, type TestApi } from './harness';

/** The seeded site content: its shape and amounts, and the seed's idempotence on a real database. */
let api: TestApi;
let db: Database;
let seedContent: typeof import('@/lib/server/db/seed/content/seed-content').seedContent;

const minimum: Record<ContentKind, number> = {
  blogPost: 8,
  campaign: 3,
  faq: 30,
  glossaryTerm: 150,
  legalDocument: 5,
  customerReference: 8,
  pressRelease: 3,
  video: 3,
  helpGuide: 4,
  servicePage: 7,
  page: 2,
};
const ofKind = (kind: ContentKind) => contentSeed.filter((entry) => entry.kind === kind);
/** Words of a markdown body, counted as lib/domain/content.ts readingMinutes counts them. */
const words = (markdown: string) =>
  markdown
    .replace(/[#>*_`[\]()!|-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
const snapshot = () => api.sql('select count(*)::int n, max(id) max_id, max(updated_at) updated, sum(revision)::int revisions from content_entries');

beforeAll(async () => {
  api = await startTestApi();
  await api.sql('select 1'); // opens, migrates and seeds the database
  ({ db } = await (await import('@/lib/server/db/client')).connection());
  ({ seedContent } = await import('@/lib/server/db/seed/content/seed-content'));
});

afterAll(async () => {
  await api?.close();
});

describe('the seeded content', () => {
  it('parses every entry with contentEntryInput, published in the past, with a unique seed key', () => {
    for (const { seedKey, ...entry } of contentSeed) {
      const parsed = contentEntryInput.safeParse({ ...entry, status: 'published' });
      expect(parsed.error?.issues ?? [], seedKey).toEqual([]);
      expect(new Date(entry.publishAt).getTime(), seedKey).toBeLessThan(Date.parse('2026-11-26T00:00:00Z'));
      expect(new Date(entry.publishAt).getUTCFullYear(), seedKey).toBe(2026);
      expect(seedKey.length, seedKey).toBeLessThanOrEqual(80);
    }
    expect(new Set(contentSeed.map((entry) => entry.seedKey)).size).toBe(contentSeed.length);
  });

  it('has at least the required amount of every kind', () => {
    for (const [kind, count] of Object.entries(minimum)) expect(ofKind(kind as ContentKind).length, kind).toBeGreaterThanOrEqual(count);
  });

  it('has slugs unique per kind and language, matching the slug pattern', () => {
    for (const kind of Object.keys(minimum) as ContentKind[]) {
      for (const field of ['slugTr', 'slugEn'] as const) {
        const slugs = ofKind(kind).map((entry) => entry[field]);
        expect(new Set(slugs).size, `${kind} ${field}`).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
      }
    }
  });

  it('has text in both languages: titles and summaries everywhere, bodies (different per language) for all but glossary terms, no h1', () => {
    for (const entry of contentSeed) {
      for (const field of ['titleTr', 'titleEn', 'summaryTr', 'summaryEn'] as const) expect(entry[field].trim(), `${entry.seedKey} ${field}`).not.toBe('');
      if (entry.kind !== 'glossaryTerm') {
        expect(entry.bodyTr.trim(), entry.seedKey).not.toBe('');
        expect(entry.bodyEn.trim(), entry.seedKey).not.toBe('');
      }
      if (entry.bodyTr) expect(entry.bodyTr, entry.seedKey).not.toBe(entry.bodyEn);
      expect(entry.summaryTr, entry.seedKey).not.toBe(entry.summaryEn);
      for (const body of [entry.bodyTr, entry.bodyEn]) expect(body, entry.seedKey).not.toMatch(/^# /m);
    }
    // Turkish texts are written in Turkish, with its letters.
    const turkish = contentSeed.map((entry) => entry.summaryTr + entry.bodyTr).join(' ');
    for (const letter of ['ı', 'İ', 'ş', 'ğ', 'ç', 'ö', 'ü']) expect(turkish).toContain(letter);
  });

  it('renders every body to HTML with its headings, lists and tables, no empty table header', () => {
    for (const entry of contentSeed) {
      for (const body of [entry.bodyTr, entry.bodyEn].filter(Boolean)) {
        const html = renderMarkdown(body);
        expect(html, entry.seedKey).not.toContain('<h1');
        if (/^## /m.test(body)) expect(html, entry.seedKey).toContain('<h2');
        if (/^\|---/m.test(body)) expect(html, entry.seedKey).toContain('<table>');
        expect(html, entry.seedKey).not.toMatch(/<th>\s*<\/th>/);
        expect(html, entry.seedKey).not.toMatch(/\|---|\*\*|^#/m);
      }
    }
  });

  it('has blog posts of 400–900 words a language over at least four categories, with 2–4 shared slug tags and an author', () => {
    const posts = ofKind('blogPost');
    for (const post of posts) {
      for (const body of [post.bodyTr, post.bodyEn]) {
        expect(words(body), post.seedKey).toBeGreaterThanOrEqual(400);
        expect(words(body), post.seedKey).toBeLessThanOrEqual(900);
      }
      expect(post.tags!.length, post.seedKey).toBeGreaterThanOrEqual(2);
      expect(post.tags!.length, post.seedKey).toBeLessThanOrEqual(4);
      for (const tag of post.tags!) expect(tag).toMatch(SLUG_PATTERN);
      expect(post.authorName, post.seedKey).toBeTruthy();
    }
    expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(4);
    // More than one page of the listing, and tags that connect posts (related posts).
    expect(posts.length).toBeGreaterThan(6);
    const tagCounts = new Map<string, number>();
    for (const tag of posts.flatMap((post) => post.tags!)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    expect([...tagCounts.values()].some((count) => count > 1)).toBe(true);
  });

  it('has at least four FAQs in each category, including the customs-duration question the assistant asks', async () => {
    for (const category of contentCategories.faq) expect(ofKind('faq').filter((faq) => faq.category === category).length, category).toBeGreaterThanOrEqual(4);
    const rows = await api.sql<{ title_en: string; category: string; status: string }>(
      `select title_en, category, status from content_entries where kind = 'faq' and title_tr = 'Gümrük işlemleri ne kadar sürer?'`,
    );
    expect(rows).toEqual([{ title_en: 'How long does customs clearance take?', category: 'customs', status: 'published' }]);
  });

  const campaignStatesOn = (day: string) => ofKind('campaign').map((campaign) => campaignState(campaign.attributes as { validFrom: string; validTo: string }, day));

  it('has one active, one upcoming and one expired campaign on 2026-11-26', () => {
    const states = campaignStatesOn('2026-11-26');
    for (const state of ['active', 'upcoming', 'expired'] as const) expect(states, state).toContain(state);
  });

  it('has a running campaign on every day until the end of 2028 (the pages and their tests show one)', () => {
    for (let day = new Date('2026-11-26T00:00:00Z'); day <= new Date('2028-12-31T00:00:00Z'); day = new Date(day.getTime() + 86_400_000)) {
      const iso = day.toISOString().slice(0, 10);
      expect(campaignStatesOn(iso), iso).toContain('active');
    }
  });

  it('has the legal documents, help guides, single pages and service pages under the codes the pages look for', () => {
    expect(ofKind('legalDocument').map((entry) => entry.slugEn).sort()).toEqual([...legalDocumentCodes].sort());
    expect(ofKind('legalDocument').map((entry) => entry.slugTr).sort()).toEqual(
      ['acik-riza-metni', 'cerez-politikasi', 'kullanim-kosullari', 'kvkk-aydinlatma-metni', 'mesafeli-satis-sozlesmesi'].sort(),
    );
    expect(ofKind('helpGuide').map((entry) => entry.slugEn).sort()).toEqual([...helpGuideCodes].sort());
    expect(ofKind('page').map((entry) => entry.slugEn).sort()).toEqual([...singlePageCodes].sort());
    expect(ofKind('page').map((entry) => entry.slugTr).sort()).toEqual(['basin-kiti', 'hakkimizda']);
    const services = ofKind('servicePage');
    expect(services.map((entry) => entry.attributes!.serviceKey).sort()).toEqual(Object.keys(serviceRoutes).sort());
    for (const entry of services) {
      const route = serviceRoutes[entry.attributes!.serviceKey as keyof typeof serviceRoutes];
      expect(route.en.endsWith(`/${entry.slugEn}`) && route.tr.endsWith(`/${entry.slugTr}`), entry.seedKey).toBe(true);
    }
  });

  it('has distinct glossary terms over many letters of both alphabets', () => {
    const terms = ofKind('glossaryTerm');
    for (const field of ['titleTr', 'titleEn'] as const) {
      const folded = terms.map((term) => turkishFold(term[field]));
      expect(new Set(folded).size, field).toBe(folded.length);
      expect(new Set(terms.map((term) => term[field].charAt(0).toLocaleUpperCase('tr'))).size, field).toBeGreaterThanOrEqual(18);
    }
    expect(terms.filter((term) => term.attributes?.abbreviation).length).toBeGreaterThanOrEqual(40);
  });

  it('gives every reference a quoted person and a case with numbers, and every video an https link', () => {
    for (const reference of ofKind('customerReference')) expect(reference.bodyEn, reference.seedKey).toMatch(/\*\*Result:\*\*[^\n]*\d/);
    for (const video of ofKind('video')) expect(String(video.attributes!.url)).toMatch(/^https:\/\/www\.youtube\.com\//);
  });
});

describe('seedContent on the start database', () => {
  it('stored every seed entry, published', async () => {
    const rows = await api.sql<{ kind: string; n: number }>(`select kind, count(*)::int n from content_entries where seed_key is not null and status = 'published' group by kind`);
    const stored = Object.fromEntries(rows.map((row) => [row.kind, row.n]));
    for (const kind of Object.keys(minimum)) expect(stored[kind], kind).toBe(ofKind(kind as ContentKind).length);
  });

  it('is what the public readers list: two blog pages, tags linking posts, documents by their Turkish and English slugs', async () => {
    const { countPublished, getPublishedBySlug, listPublished } = await import('@/lib/server/content/published-content');
    const { BLOG_PAGE_SIZE } = await import('@/lib/domain/content');
    expect(Math.ceil((await countPublished(db, { kind: 'blogPost' })) / BLOG_PAGE_SIZE)).toBeGreaterThanOrEqual(2);
    const secondPage = await listPublished(db, { kind: 'blogPost', locale: 'tr', order: 'newest', limit: BLOG_PAGE_SIZE, offset: BLOG_PAGE_SIZE });
    expect(secondPage.length).toBeGreaterThanOrEqual(2);
    expect(await countPublished(db, { kind: 'blogPost', tag: 'customs' })).toBeGreaterThanOrEqual(2);
    expect((await getPublishedBySlug(db, 'legalDocument', 'tr', 'kvkk-aydinlatma-metni'))?.title).toBe('KVKK Aydınlatma Metni');
    expect((await getPublishedBySlug(db, 'page', 'en', 'about-us'))?.title).toBe('About us');
    expect((await getPublishedBySlug(db, 'servicePage', 'tr', 'denizyolu-parsiyel-lcl'))?.title).toContain('Parsiyel');
  });

  it('changes nothing on a second run, also when its record of seeded keys is lost', async () => {
    const before = await snapshot();
    const started = performance.now();
    expect(await seedContent(db)).toBe(0);
    console.info(`seedContent (nothing new): ${Math.round(performance.now() - started)} ms`);
    expect(await snapshot()).toEqual(before);
    await api.sql(`delete from app_meta where key = '${CONTENT_SEED_META_KEY}'`);
    expect(await seedContent(db)).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps an editor's change and an editor's deletion", async () => {
    const faq = ofKind('faq')[0]!;
    await api.sql(`update content_entries set title_en = 'Edited by an editor', revision = revision + 1, updated_at = now() where seed_key = '${faq.seedKey}'`);
    const legal = ofKind('legalDocument')[0]!;
    await api.sql(`delete from content_entries where seed_key = '${legal.seedKey}'`);
    expect(await seedContent(db)).toBe(0);
    expect(await api.sql(`select title_en, revision from content_entries where seed_key = '${faq.seedKey}'`)).toEqual([{ title_en: 'Edited by an editor', revision: 2 }]);
    expect(await api.sql(`select id from content_entries where seed_key = '${legal.seedKey}'`)).toEqual([]);
    // A seed key it never inserted (a new entry in a later version of the seed) is inserted, and only that one.
    await api.sql(`update app_meta set value = (value::jsonb - '${legal.seedKey}')::text where key = '${CONTENT_SEED_META_KEY}'`);
    expect(await seedContent(db)).toBe(1);
    expect(await api.sql(`select title_en from content_entries where seed_key = '${legal.seedKey}'`)).toEqual([{ title_en: legal.titleEn }]);
    expect(await api.sql(`select title_en from content_entries where seed_key = '${faq.seedKey}'`)).toEqual([{ title_en: 'Edited by an editor' }]);
  });

  it('skips an entry whose slug an editor took, and seeds everything on an empty table in well under a second', async () => {
    await api.sql(`delete from content_entries`);
    await api.sql(`delete from app_meta where key = '${CONTENT_SEED_META_KEY}'`);
    const taken: SeedEntry = ofKind('blogPost')[0]!;
    await api.sql(`insert into content_entries (kind, slug_tr, slug_en, title_tr, title_en) values ('blogPost', '${taken.slugTr}', 'an-editors-post', 'Editörün yazısı', 'An editor''s post')`);
    const started = performance.now();
    const inserted = await seedContent(db);
    const elapsed = performance.now() - started;
    console.info(`seedContent (${inserted} entries on an empty table): ${Math.round(elapsed)} ms`);
    expect(inserted).toBe(contentSeed.length - 1);
    expect(elapsed).toBeLessThan(1000);
    expect(await api.sql(`select title_en from content_entries where kind = 'blogPost' and slug_tr = '${taken.slugTr}'`)).toEqual([{ title_en: "An editor's post" }]);
  });
});
