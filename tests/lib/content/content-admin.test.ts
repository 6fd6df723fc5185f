import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffImageType, sniffMediaType } from '@/lib/domain/file-signature';
import { securityHeaders } from '@/lib/security-headers';
import { dueEntries, isDue } from '@/lib/server/content/admin/due-publications';
import { entryState } from '@/lib/server/content/admin/entry-state';
import { changedPagePaths, entryPagePaths } from '@/lib/server/content/revalidate-pages';
import { renderMarkdown } from '@/lib/server/content/render-markdown';

const now = new Date('2026-06-01T12:00:00Z');
const hour = 3_600_000;

describe('entryState', () => {
  it('is draft, scheduled or published from status and publishAt', () => {
    expect(entryState({ status: 'draft', publishAt: null }, now)).toBe('draft');
    expect(entryState({ status: 'draft', publishAt: new Date(now.getTime() + hour) }, now)).toBe('draft');
    expect(entryState({ status: 'published', publishAt: null }, now)).toBe('published');
    expect(entryState({ status: 'published', publishAt: new Date(now.getTime() + hour) }, now)).toBe('scheduled');
    expect(entryState({ status: 'published', publishAt: now.toISOString() }, now)).toBe('published');
    expect(entryState({ status: 'published', publishAt: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
  });
});

describe('changedPagePaths', () => {
  const post = { kind: 'blogPost', slugTr: 'gumruk-rehberi', slugEn: 'customs-guide', status: 'published', publishAt: null };
  const pages = ['/blogs/gumruk-rehberi', '/blogs', '/', '/en/blogs/customs-guide', '/en/blogs', '/en'];

  it('lists a blog post’s own pages and listings in both languages as page-file paths (Next skips the middleware on revalidation), /en prefixed', () => {
    expect(entryPagePaths(post)).toEqual(pages);
  });

  it('adds the first page of a blog post’s category and tag listings (tags folded as their URL segments are)', () => {
    const filed = { ...post, category: 'seaFreight', tags: ['Incoterms', 'Gümrük'] };
    const listings = ['/blogs/category/sea-freight', '/blogs/tag/incoterms', '/blogs/tag/gumruk'];
    expect(entryPagePaths(filed)).toEqual([...pages.slice(0, 3), ...listings, ...pages.slice(3), ...listings.map((path) => `/en${path}`)]);
  });

  it('revalidates nothing when the entry is public neither before nor after', () => {
    const draft = { ...post, status: 'draft' };
    const scheduled = { ...post, publishAt: new Date(now.getTime() + hour) };
    expect(changedPagePaths(null, draft, now)).toEqual([]);
    expect(changedPagePaths(draft, { ...draft, titleEn: 'x' } as typeof draft, now)).toEqual([]);
    expect(changedPagePaths(draft, scheduled, now)).toEqual([]);
    expect(changedPagePaths(scheduled, null, now)).toEqual([]);
  });

  it('revalidates on publish, unpublish, delete and the old and new slugs of a public entry', () => {
    expect(changedPagePaths({ ...post, status: 'draft' }, post, now)).toEqual(pages);
    expect(changedPagePaths(post, { ...post, status: 'draft' }, now)).toEqual(pages);
    expect(changedPagePaths(post, null, now)).toEqual(pages);
    const renamed = changedPagePaths(post, { ...post, slugTr: 'yeni', slugEn: 'new' }, now);
    expect(renamed).toEqual([...pages, '/blogs/yeni', '/en/blogs/new']);
  });

  it('revalidates a listing-only kind’s listing (no anchor), the Turkish one at its page file (/sikca-sorulan-sorular is /faq)', () => {
    expect(changedPagePaths(null, { kind: 'faq', slugTr: 'soru', slugEn: 'question', status: 'published', publishAt: null }, now)).toEqual(['/faq', '/en/faq']);
  });
});

describe('dueEntries (scheduled publishing)', () => {
  const since = new Date(now.getTime() - 60_000);
  it('picks published entries whose publishAt fell in (since, now]', () => {
    const entries = [
      { id: 1, status: 'published', publishAt: new Date(now.getTime() - 30_000) },
      { id: 2, status: 'published', publishAt: now },
      { id: 3, status: 'published', publishAt: since },
      { id: 4, status: 'published', publishAt: new Date(now.getTime() + 1) },
      { id: 5, status: 'draft', publishAt: new Date(now.getTime() - 30_000) },
      { id: 6, status: 'published', publishAt: null },
    ];
    expect(dueEntries(entries, since, now).map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('consecutive windows pick every due entry exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 10 }), (offsets, cuts) => {
        const start = 0;
        const bounds = [start, ...[...new Set(cuts)].sort((a, b) => a - b)];
        const end = bounds[bounds.length - 1]!;
        const entries = offsets.map((offset) => ({ status: 'published', publishAt: new Date(offset) }));
        const picked = bounds.slice(1).flatMap((bound, index) => dueEntries(entries, new Date(bounds[index]!), new Date(bound)));
        expect(picked.length).toBe(entries.filter((entry) => isDue(entry, new Date(start), new Date(end))).length);
      }),
    );
  });
});

describe('sniffImageType', () => {
  const riff = (type: string) => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from(type), Buffer.from('VP8 ')]);
  it('tells JPEG, PNG, WebP and GIF from the bytes', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(riff('WEBP'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00'))).toBe('image/gif');
  });
  it('refuses anything else: text, PDF, a RIFF that is not WebP (WAV), a short header', () => {
    expect(sniffImageType(Buffer.from('hello.png'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(riff('WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF8'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
  it('leaves the general uploads’ types as they were (no WebP or GIF there)', () => {
    expect(sniffMediaType(riff('WEBP'))).toBeNull();
    expect(sniffMediaType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('content images on the public pages', () => {
  it('renderMarkdown keeps a site image (relative src) and drops other schemes', () => {
    const id = '0b6f2c1e-8d7a-4a1b-9c3e-2f4d5e6a7b8c';
    const html = renderMarkdown(`![Harbour](/api/Content/Image?id=${id})\n\n![x](javascript:alert(1))\n\n![y](http://example.com/a.png)`);
    expect(html).toContain(`<img src="/api/Content/Image?id=${id}" alt="Harbour" loading="lazy" />`);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('http://example.com');
  });

  it('the pages’ CSP lets images load from the site itself', () => {
    const csp = securityHeaders({ NODE_ENV: 'production' }).find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(csp.split('; ').find((directive) => directive.startsWith('img-src'))!.split(' ')).toContain("'self'");
  });
});
