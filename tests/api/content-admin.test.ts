import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentEntryDetail, ContentImage, ContentPage } from '@/lib/schemas/content-admin';
import type { ContentEntryInput } from '@/lib/schemas/content';
import type { Database } from '@/lib/server/db/client';
import { startTestApi, type DemoName, type TestApi } from './harness';

let api: TestApi;
let tokens: Record<DemoName, string>;
let db: Database;
let published: typeof import('@/lib/server/content/published-content');
let blogPost: typeof import('@/lib/server/content/blog-post').blogPost;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  ({ db } = await (await import('@/lib/server/db/client')).connection());
  published = await import('@/lib/server/content/published-content');
  ({ blogPost } = await import('@/lib/server/content/blog-post'));
});
afterAll(async () => api?.close());

let counter = 0;
/** A blog post with slugs no other test uses. */
function blog(overrides: Partial<ContentEntryInput> = {}): Partial<ContentEntryInput> {
  counter += 1;
  return {
    kind: 'blogPost',
    slugTr: `matris-yazisi-${counter}`,
    slugEn: `matrix-post-${counter}`,
    titleTr: `Matris yazısı ${counter}`,
    titleEn: `Matrix post ${counter}`,
    summaryTr: 'Özet',
    summaryEn: 'Summary',
    bodyTr: '## Giriş\n\nMetin.',
    bodyEn: '## Intro\n\nText.',
    category: 'customs',
    tags: ['test'],
    status: 'draft',
    ...overrides,
  };
}

const save = (body: unknown, who: DemoName = 'editor', headers: Record<string, string> = {}) => api.call('POST', '/api/Content/Save', { body, bearer: tokens[who], headers });
const saved = async (body: unknown, who: DemoName = 'editor') => {
  const response = await save(body, who);
  expect(response.status, response.text).toBe(200);
  return response.json.data as ContentEntryDetail;
};
/** What the API asks to revalidate while `run` runs. */
async function revalidatedDuring(run: () => Promise<unknown>): Promise<string[]> {
  const from = api.revalidatedPaths.length;
  await run();
  return api.revalidatedPaths.slice(from);
}
const count = async (query: string) => Number((await api.sql<{ n: number }>(query))[0]?.n);

describe('saving, publishing and scheduling', () => {
  it('creates a draft at revision 1 that the public does not see, then publishes it and revalidates its pages in both languages', async () => {
    const entry = blog();
    let draft!: ContentEntryDetail;
    const onCreate = await revalidatedDuring(async () => (draft = await saved({ entry })));
    expect(draft.revision).toBe(1);
    expect(draft.state).toBe('draft');
    expect(draft.entry.titleTr).toBe(entry.titleTr);
    expect(draft.publicPaths).toEqual({ tr: `/bloglar/${entry.slugTr}`, en: `/en/blogs/${entry.slugEn}` });
    expect(onCreate).toEqual([]);
    expect(await published.getPublishedBySlug(db, 'blogPost', 'tr', entry.slugTr!)).toBeNull();
    expect(await blogPost(db, 'en', entry.slugEn!)).toBeNull();
    expect(await count(`select count(*)::int as n from content_revisions where content_id = ${draft.id} and revision = 1`)).toBe(1);

    let live!: ContentEntryDetail;
    const onPublish = await revalidatedDuring(async () => (live = await saved({ id: draft.id, expectedRevision: 1, entry: { ...entry, status: 'published' } })));
    expect(live.revision).toBe(2);
    expect(live.state).toBe('published');
    const listings = ['/blogs/category/customs', '/blogs/tag/test'];
    expect([...onPublish].sort()).toEqual(['/', `/blogs/${entry.slugTr}`, '/blogs', ...listings, '/en', `/en/blogs/${entry.slugEn}`, '/en/blogs', ...listings.map((path) => `/en${path}`)].sort());
    expect((await published.getPublishedBySlug(db, 'blogPost', 'tr', entry.slugTr!))?.title).toBe(entry.titleTr);
    expect((await blogPost(db, 'en', entry.slugEn!))?.post.title).toBe(entry.titleEn);
    const listing = await published.listPublished(db, { kind: 'blogPost', locale: 'en', order: 'newest', limit: 100 });
    expect(listing.map((post) => post.slug)).toContain(entry.slugEn);
  });

  it('names who saved it last (from the users table)', async () => {
    const detail = await saved({ entry: blog() });
    const [editor] = await api.sql<{ name: string }>(`select first_name || ' ' || last_name as name from users where email = 'editor@navlunport.test'`);
    expect(detail.updatedByName).toBe(editor!.name);
    const fromGet = await api.call('GET', `/api/Content/Get?id=${detail.id}`, { bearer: tokens.admin });
    expect((fromGet.json.data as ContentEntryDetail).updatedByName).toBe(editor!.name);
  });

  it('schedules: published with publishAt an hour ahead is scheduled, not public, and no page is revalidated yet', async () => {
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const entry = blog({ status: 'published', publishAt });
    let detail!: ContentEntryDetail;
    const paths = await revalidatedDuring(async () => (detail = await saved({ entry })));
    expect(detail.state).toBe('scheduled');
    expect(detail.entry.publishAt).toBe(publishAt);
    expect(paths).toEqual([]);
    expect(await published.getPublishedBySlug(db, 'blogPost', 'tr', entry.slugTr!)).toBeNull();
    const list = await api.call('POST', '/api/Content/GetList', { body: { kind: 'blogPost', state: 'scheduled', pageSize: 100 }, bearer: tokens.editor });
    expect((list.json.data as ContentPage).items.map((item) => item.id)).toContain(detail.id);
    // The same entry with the time come is public.
    expect(await published.getPublishedBySlug(db, 'blogPost', 'tr', entry.slugTr!, new Date(Date.now() + 2 * 3_600_000))).not.toBeNull();
  });

  it('unpublishes: the entry leaves the public pages, which are revalidated', async () => {
    const entry = blog({ status: 'published' });
    const live = await saved({ entry });
    expect(await published.getPublishedBySlug(db, 'blogPost', 'en', entry.slugEn!)).not.toBeNull();
    let draft!: ContentEntryDetail;
    const paths = await revalidatedDuring(async () => (draft = await saved({ id: live.id, expectedRevision: live.revision, entry: { ...entry, status: 'draft' } })));
    expect(draft.state).toBe('draft');
    expect(paths).toEqual(expect.arrayContaining([`/blogs/${entry.slugTr}`, `/en/blogs/${entry.slugEn}`, '/blogs', '/en/blogs']));
    expect(await published.getPublishedBySlug(db, 'blogPost', 'en', entry.slugEn!)).toBeNull();
  });

  it('revalidates the old and the new pages when a public entry’s slug changes', async () => {
    const entry = blog({ status: 'published' });
    const live = await saved({ entry });
    const paths = await revalidatedDuring(() => saved({ id: live.id, expectedRevision: live.revision, entry: { ...entry, slugTr: `${entry.slugTr}-yeni`, slugEn: `${entry.slugEn}-new` } }));
    expect(paths).toEqual(expect.arrayContaining([`/blogs/${entry.slugTr}`, `/blogs/${entry.slugTr}-yeni`, `/en/blogs/${entry.slugEn}`, `/en/blogs/${entry.slugEn}-new`, '/blogs', '/en/blogs', '/', '/en']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps a seeded entry’s seed key when it is edited, and the seed never overwrites the edit', async () => {
    const [seeded] = await api.sql<{ id: number; seed_key: string }>(`select id, seed_key from content_entries where seed_key is not null and kind = 'faq' order by id limit 1`);
    const current = (await api.call('GET', `/api/Content/Get?id=${seeded!.id}`, { bearer: tokens.editor })).json.data as ContentEntryDetail;
    const edited = await saved({ id: seeded!.id, expectedRevision: current.revision, entry: { ...current.entry, titleEn: 'Edited by an editor' } });
    expect(edited.revision).toBe(current.revision + 1);
    const { seedContent } = await import('@/lib/server/db/seed/content/seed-content');
    await seedContent(db);
    const [row] = await api.sql<{ seed_key: string; title_en: string }>(`select seed_key, title_en from content_entries where id = ${seeded!.id}`);
    expect(row).toEqual({ seed_key: seeded!.seed_key, title_en: 'Edited by an editor' });
  });
});

describe('the scheduled-publishing sweep', () => {
  it('revalidates the pages of an entry whose publishAt fell in the window, once', async () => {
    const { sweepScheduledPublications } = await import('@/lib/server/content/scheduled-publish-sweep');
    const publishAt = new Date(Date.now() + 3_600_000);
    const entry = blog({ status: 'published', publishAt: publishAt.toISOString() });
    await saved({ entry });
    const before = await sweepScheduledPublications(db, new Date(Date.now() - 60_000), new Date());
    expect(before).not.toContain(`/en/blogs/${entry.slugEn}`);
    const window = { since: new Date(publishAt.getTime() - 60_000), now: new Date(publishAt.getTime() + 1_000) };
    const paths = await revalidatedDuring(() => sweepScheduledPublications(db, window.since, window.now));
    expect(paths).toEqual(expect.arrayContaining([`/blogs/${entry.slugTr}`, '/blogs', '/', `/en/blogs/${entry.slugEn}`, '/en/blogs', '/en']));
    expect(await sweepScheduledPublications(db, window.now, new Date(window.now.getTime() + 60_000))).not.toContain(`/en/blogs/${entry.slugEn}`);
  });
});

describe('validation', () => {
  const campaign = (attributes: Record<string, unknown>): Partial<ContentEntryInput> => ({
    kind: 'campaign',
    slugTr: 'kampanya-matris',
    slugEn: 'campaign-matrix',
    titleTr: 'Kampanya',
    titleEn: 'Campaign',
    attributes,
  });

  it('refuses a campaign ending before it starts, with the field and a message in each language', async () => {
    const entry = campaign({ validFrom: '2026-03-01', validTo: '2026-02-01' });
    const tr = await save({ entry }, 'editor', { 'Accept-Language': 'tr-TR' });
    expect(tr.status).toBe(400);
    expect(tr.json.errors).toEqual([{ field: 'entry.attributes.validTo', code: 'content.validity.order', message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' }]);
    const en = await save({ entry }, 'editor', { 'Accept-Language': 'en' });
    expect(en.json.errors).toEqual([{ field: 'entry.attributes.validTo', code: 'content.validity.order', message: "The end date can't be before the start date." }]);
    expect(await count(`select count(*)::int as n from content_entries where slug_en = 'campaign-matrix'`)).toBe(0);
  });

  it('answers field errors on an update too (bad slug, missing title)', async () => {
    const live = await saved({ entry: blog() });
    const response = await save({ id: live.id, expectedRevision: live.revision, entry: { ...live.entry, slugTr: 'Büyük Harf', titleEn: '' } }, 'editor', { 'Accept-Language': 'en' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'entry.slugTr', code: 'content.slug.invalid', message: 'Use lowercase letters, digits and single dashes only.' },
        { field: 'entry.titleEn', code: 'validation.required', message: 'This field is required.' },
      ]),
    );
    expect((await api.call('GET', `/api/Content/Get?id=${live.id}`, { bearer: tokens.editor })).json.data).toMatchObject({ revision: live.revision });
  });

  it('refuses an id without expectedRevision, and a missing title on create', async () => {
    const missingRevision = await save({ id: 1, entry: blog() });
    expect(missingRevision.status).toBe(400);
    expect(missingRevision.json.errors).toEqual([expect.objectContaining({ field: 'expectedRevision', code: 'validation.required' })]);
    const { titleTr: _titleTr, ...untitled } = blog();
    const missingTitle = await save({ entry: untitled }, 'editor', { 'Accept-Language': 'tr' });
    expect(missingTitle.json.errors).toEqual([{ field: 'entry.titleTr', code: 'validation.required', message: 'Bu alan zorunludur.' }]);
  });

  it('refuses a change of kind', async () => {
    const live = await saved({ entry: blog() });
    const response = await save({ id: live.id, expectedRevision: live.revision, entry: { ...live.entry, kind: 'pressRelease', category: null } });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([expect.objectContaining({ field: 'entry.kind', code: 'content.kind.fixed' })]);
  });
});

describe('conflicts', () => {
  it('refuses a stale revision with 409 and writes nothing', async () => {
    const entry = blog();
    const live = await saved({ entry });
    await saved({ id: live.id, expectedRevision: 1, entry: { ...entry, titleEn: 'First editor' } });
    const revisions = await count(`select count(*)::int as n from content_revisions where content_id = ${live.id}`);
    const audits = await count(`select count(*)::int as n from audit_log where entity = 'content' and entity_id = '${live.id}'`);
    const stale = await save({ id: live.id, expectedRevision: 1, entry: { ...entry, titleEn: 'Second editor' } }, 'admin', { 'Accept-Language': 'en' });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('content.revision.stale');
    expect(stale.json.message).toMatch(/Someone saved this entry/);
    const [row] = await api.sql<{ title_en: string; revision: number }>(`select title_en, revision from content_entries where id = ${live.id}`);
    expect(row).toEqual({ title_en: 'First editor', revision: 2 });
    expect(await count(`select count(*)::int as n from content_revisions where content_id = ${live.id}`)).toBe(revisions);
    expect(await count(`select count(*)::int as n from audit_log where entity = 'content' and entity_id = '${live.id}'`)).toBe(audits);
  });

  it('refuses a slug another entry of the kind uses (409 with the field), allows it in another kind', async () => {
    const first = blog();
    await saved({ entry: first });
    const taken = await save({ entry: blog({ slugEn: first.slugEn }) }, 'editor', { 'Accept-Language': 'tr' });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('content.slug.taken');
    expect(taken.json.errors).toEqual([{ field: 'entry.slugEn', code: 'content.slug.taken', message: 'Bu türde başka bir içerik bu kısa adı zaten kullanıyor.' }]);
    const other = await saved({ entry: { ...blog({ slugTr: first.slugTr, slugEn: first.slugEn }), kind: 'pressRelease', category: null } });
    expect(other.entry.slugEn).toBe(first.slugEn);
  });

  it('two parallel saves of the same revision: exactly one wins', async () => {
    const live = await saved({ entry: blog() });
    const answers = await Promise.all([1, 2].map((n) => save({ id: live.id, expectedRevision: live.revision, entry: { ...live.entry, titleEn: `Parallel ${n}` } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await count(`select count(*)::int as n from content_revisions where content_id = ${live.id}`)).toBe(2);
  });
});

describe('revisions, restore and the audit log', () => {
  it('lists revisions newest first, reads one, restores it as a new revision, and audits every save with before and after', async () => {
    const entry = blog({ titleEn: 'Version one' });
    const v1 = await saved({ entry });
    const v2 = await saved({ id: v1.id, expectedRevision: 1, entry: { ...entry, titleEn: 'Version two', bodyEn: 'Changed body' } });
    const list = await api.call('GET', `/api/Content/GetRevisions?id=${v1.id}`, { bearer: tokens.editor });
    const items = (list.json.data as { items: { revision: number; titleEn: string; status: string; editedByName: string | null }[] }).items;
    expect(items.map((item) => [item.revision, item.titleEn, item.status])).toEqual([
      [2, 'Version two', 'draft'],
      [1, 'Version one', 'draft'],
    ]);
    expect(items[0]!.editedByName).toBe(v2.updatedByName);

    const old = await api.call('GET', `/api/Content/GetRevision?id=${v1.id}&revision=1`, { bearer: tokens.editor });
    expect(old.status).toBe(200);
    expect((old.json.data as { entry: ContentEntryInput }).entry).toEqual(v1.entry);

    const restored = await api.call('POST', '/api/Content/RestoreRevision', { body: { id: v1.id, revision: 1, expectedRevision: 2 }, bearer: tokens.editor });
    expect(restored.status).toBe(200);
    const v3 = restored.json.data as ContentEntryDetail;
    expect(v3.revision).toBe(3);
    expect(v3.entry).toEqual(v1.entry);

    const audit = await api.sql<{ action: string; before: { titleEn: string; revision: number } | null; after: { titleEn: string; revision: number; restoredFrom?: number } }>(
      `select action, before, after from audit_log where entity = 'content' and entity_id = '${v1.id}' order by id`,
    );
    expect(audit.map((row) => [row.action, row.before?.titleEn ?? null, row.after.titleEn, row.after.revision])).toEqual([
      ['content.create', null, 'Version one', 1],
      ['content.update', 'Version one', 'Version two', 2],
      ['content.restore', 'Version two', 'Version one', 3],
    ]);
    expect(audit[2]!.after.restoredFrom).toBe(1);

    expect((await api.call('GET', `/api/Content/GetRevision?id=${v1.id}&revision=9`, { bearer: tokens.editor })).status).toBe(404);
    const staleRestore = await api.call('POST', '/api/Content/RestoreRevision', { body: { id: v1.id, revision: 1, expectedRevision: 2 }, bearer: tokens.editor });
    expect(staleRestore.status).toBe(409);
    expect(staleRestore.json.code).toBe('content.revision.stale');
  });

  it('refuses to restore a revision whose slug another entry took since (409)', async () => {
    const entry = blog();
    const v1 = await saved({ entry });
    const v2 = await saved({ id: v1.id, expectedRevision: 1, entry: { ...entry, slugTr: `${entry.slugTr}-b`, slugEn: `${entry.slugEn}-b` } });
    await saved({ entry: blog({ slugTr: entry.slugTr }) });
    const response = await api.call('POST', '/api/Content/RestoreRevision', { body: { id: v1.id, revision: 1, expectedRevision: v2.revision }, bearer: tokens.editor });
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('content.slug.taken');
    expect(response.json.errors).toEqual([expect.objectContaining({ field: 'entry.slugTr' })]);
  });
});

describe('delete', () => {
  it('checks the revision, deletes the entry and its revisions, audits and revalidates a public entry’s pages', async () => {
    const entry = blog({ status: 'published' });
    const live = await saved({ entry });
    const stale = await api.call('POST', '/api/Content/Delete', { body: { id: live.id, expectedRevision: live.revision + 1 }, bearer: tokens.editor });
    expect(stale.status).toBe(409);
    let response!: Awaited<ReturnType<TestApi['call']>>;
    const paths = await revalidatedDuring(async () => (response = await api.call('POST', '/api/Content/Delete', { body: { id: live.id, expectedRevision: live.revision }, bearer: tokens.editor })));
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ id: live.id });
    expect(paths).toEqual(expect.arrayContaining([`/blogs/${entry.slugTr}`, `/en/blogs/${entry.slugEn}`]));
    expect((await api.call('GET', `/api/Content/Get?id=${live.id}`, { bearer: tokens.editor })).status).toBe(404);
    expect(await count(`select count(*)::int as n from content_revisions where content_id = ${live.id}`)).toBe(0);
    const [audit] = await api.sql<{ before: { slugEn: string } }>(`select before from audit_log where action = 'content.delete' and entity_id = '${live.id}'`);
    expect(audit!.before.slugEn).toBe(entry.slugEn);
    expect((await api.call('POST', '/api/Content/Delete', { body: { id: live.id, expectedRevision: 1 }, bearer: tokens.editor })).status).toBe(404);
  });
});

describe('GetList', () => {
  it('filters by kind, state and Turkish-folded text over titles and slugs, and pages', async () => {
    const customs = await saved({ entry: blog({ titleTr: 'Gümrük Zebercet rehberi', titleEn: 'A customs guide', status: 'published' }) });
    const list = async (body: Record<string, unknown>) => {
      const response = await api.call('POST', '/api/Content/GetList', { body, bearer: tokens.editor });
      expect(response.status, response.text).toBe(200);
      return response.json.data as ContentPage;
    };
    for (const text of ['gumruk zebercet', 'GÜMRÜK ZEBERCET', 'gümrük zebercet']) {
      expect((await list({ text })).items.map((item) => item.id)).toEqual([customs.id]);
    }
    expect((await list({ text: customs.entry.slugEn })).items.map((item) => item.id)).toEqual([customs.id]);
    expect((await list({ text: 'zebercet', state: 'draft' })).items).toEqual([]);
    expect((await list({ text: 'zebercet', state: 'published', kind: 'blogPost' })).items[0]).toMatchObject({ id: customs.id, state: 'published', kind: 'blogPost', revision: 1 });
    expect((await list({ text: 'zebercet', kind: 'faq' })).items).toEqual([]);

    const faqs = await list({ kind: 'faq', pageSize: 5, sortColumn: 'TitleEn', sortDescending: false });
    expect(faqs.items).toHaveLength(5);
    expect(faqs.totalCount).toBeGreaterThan(5);
    expect(faqs.items.every((item) => item.kind === 'faq')).toBe(true);
    const titles = faqs.items.map((item) => item.titleEn.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const drafts = await list({ state: 'draft', pageSize: 100 });
    expect(drafts.items.every((item) => item.state === 'draft')).toBe(true);
    const rejected = await api.call('POST', '/api/Content/GetList', { body: { sortColumn: 'slug_tr; drop table content_entries' }, bearer: tokens.editor });
    expect(rejected.status).toBe(400);
  });
});

describe('Preview', () => {
  it('renders markdown as the public pages do, keeping site images', async () => {
    const id = '0b6f2c1e-8d7a-4a1b-9c3e-2f4d5e6a7b8c';
    const response = await api.call('POST', '/api/Content/Preview', { body: { markdown: `# Title\n\n![Port](/api/Content/Image?id=${id})\n\n<script>alert(1)</script>\n\n${'word '.repeat(450)}` }, bearer: tokens.editor });
    expect(response.status).toBe(200);
    const data = response.json.data as { html: string; readingMinutes: number };
    expect(data.html).toContain('<h2>Title</h2>');
    expect(data.html).toContain(`<img src="/api/Content/Image?id=${id}" alt="Port" loading="lazy" />`);
    expect(data.html).not.toContain('<script');
    expect(data.readingMinutes).toBe(2);
  });
});

describe('images', () => {
  const upload = (bytes: Uint8Array, name: string, type = 'image/png', who: DemoName = 'editor') => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)], { type }), name);
    return api.call('POST', '/api/Content/UploadImage', { form, bearer: tokens[who], headers: { 'Accept-Language': 'en' } });
  };

  it('refuses a text file named .png (415) and a cut-off PNG (415), with a localized message', async () => {
    const text = await upload(Buffer.from('just some text, not an image\n'), 'fake.png');
    expect(text.status).toBe(415);
    expect(text.json.code).toBe('content.image.type');
    expect(text.json.message).toMatch(/JPEG, PNG, WebP and GIF/);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const cut = await upload(png.subarray(0, Math.floor(png.length / 2)), 'cut.png');
    expect(cut.status).toBe(415);
    expect(cut.json.code).toBe('content.image.unreadable');
  });

  it('refuses 5 MB + 1 byte with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const response = await upload(big, 'big.png');
    expect(response.status).toBe(413);
    expect(await count(`select count(*)::int as n from content_images where size_bytes > 5000000`)).toBe(0);
  });

  it('stores a 3000×2000 PNG as a 1600×1067 WebP and serves it publicly, immutable', async () => {
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'harbour.png');
    expect(response.status, response.text).toBe(200);
    const image = response.json.data as ContentImage;
    expect(image).toMatchObject({ width: 1600, height: 1067, url: `/api/Content/Image?id=${image.id}` });
    const [row] = await api.sql<{ media_type: string; width: number; height: number; size_bytes: number; sha256: string }>(`select media_type, width, height, size_bytes, sha256 from content_images where id = '${image.id}'`);
    expect(row).toMatchObject({ media_type: 'image/webp', width: 1600, height: 1067, size_bytes: image.sizeBytes });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);

    const served = await api.call('GET', image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 1067]);
    expect(served.bytes.length).toBe(image.sizeBytes);
  });

  it('turns a JPEG upright by its EXIF orientation, never enlarges a small one, and keeps no metadata', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3c3' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(jpeg, 'sideways.jpg', 'image/jpeg');
    expect(response.status, response.text).toBe(200);
    const image = response.json.data as ContentImage;
    expect([image.width, image.height]).toEqual([200, 300]);
    const metadata = await sharp((await api.call('GET', image.url)).bytes).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('accepts WebP and GIF', async () => {
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#333' } })
        .toFormat(format)
        .toBuffer();
      const response = await upload(bytes, `small.${format}`, type);
      expect(response.status, response.text).toBe(200);
      expect(response.json.data).toMatchObject({ width: 64, height: 48 });
    }
  });

  it('answers 404 for an unknown image id and 400 for a malformed one', async () => {
    expect((await api.call('GET', '/api/Content/Image?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.call('GET', '/api/Content/Image?id=nope')).status).toBe(400);
  });
});

describe('roles', () => {
  it('refuses Customer and Operator (403) and anonymous callers (401) on every editor endpoint; Editor and Admin pass', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/Content/GetList', { body: {} }],
      ['GET', '/api/Content/Get?id=1', {}],
      ['POST', '/api/Content/Save', { body: { entry: blog() } }],
      ['POST', '/api/Content/Delete', { body: { id: 999999, expectedRevision: 1 } }],
      ['GET', '/api/Content/GetRevisions?id=1', {}],
      ['GET', '/api/Content/GetRevision?id=1&revision=1', {}],
      ['POST', '/api/Content/RestoreRevision', { body: { id: 999999, revision: 1, expectedRevision: 1 } }],
      ['POST', '/api/Content/Preview', { body: { markdown: 'x' } }],
      ['POST', '/api/Content/UploadImage', { form }],
    ];
    const entriesBefore = await count('select count(*)::int as n from content_entries');
    for (const [method, path, options] of calls) {
      expect((await api.call(method, path, options)).status, `${path} anonymous`).toBe(401);
      for (const who of ['customer', 'operator', 'companyAdmin'] as const) expect((await api.call(method, path, { ...options, bearer: tokens[who] })).status, `${path} ${who}`).toBe(403);
    }
    expect(await count('select count(*)::int as n from content_entries')).toBe(entriesBefore);
    for (const who of ['editor', 'admin'] as const) {
      expect((await api.call('POST', '/api/Content/GetList', { body: {}, bearer: tokens[who] })).status).toBe(200);
      expect((await api.call('POST', '/api/Content/Preview', { body: { markdown: 'x' }, bearer: tokens[who] })).status).toBe(200);
    }
  });
});
