import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blogListingSubPath,
  dropEmptyTableHeads,
  categoryFromSlug,
  categorySlug,
  companyMonogram,
  formatDuration,
  isoDuration,
  pageCount,
  parsePageNumber,
  rankRelated,
  tagFromSlug,
  tagSlug,
} from '@/lib/content/blog';
import { contentPath } from '@/lib/content/content-paths';
import { contentCategories } from '@/lib/domain/content';
import { canonicalPath, resolveRoute } from '@/lib/route-resolution';
import { routePath } from '@/lib/routes';

describe('blog category and tag segments', () => {
  it('writes categories in kebab case and reads them back', () => {
    expect(categorySlug('seaFreight')).toBe('sea-freight');
    expect(categorySlug('eCommerce')).toBe('e-commerce');
    expect(categorySlug('customs')).toBe('customs');
    for (const category of contentCategories.blogPost) expect(categoryFromSlug(categorySlug(category))).toBe(category);
    expect(categoryFromSlug('seaFreight')).toBeNull();
    expect(categoryFromSlug('unknown')).toBeNull();
  });

  it('gives segments the middleware serves as they are (already canonical: lower-case, no redirect)', () => {
    for (const category of contentCategories.blogPost) {
      const path = routePath('blogs', 'tr', blogListingSubPath({ category }));
      expect(canonicalPath(path)).toBe(path);
      expect(resolveRoute(path, 'tr')).toEqual({ kind: 'rewrite', path: `/blogs/category/${categorySlug(category)}` });
    }
    expect(resolveRoute('/blogs/tag/sea-freight', 'en')).toEqual({ kind: 'next' });
  });

  it('finds a tag by its folded segment among the tags in use', () => {
    expect(tagSlug('sea-freight')).toBe('sea-freight');
    expect(tagSlug('Gümrük İşlemleri')).toBe('gumruk-islemleri');
    expect(tagFromSlug('gumruk-islemleri', ['incoterms', 'Gümrük İşlemleri'])).toBe('Gümrük İşlemleri');
    expect(tagFromSlug('lcl', ['incoterms'])).toBeNull();
  });
});

describe('listing pages', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('accepts only canonical page numbers', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('1')).toBe(1);
    for (const bad of ['0', '02', '-1', '2.0', '1e3', '', 'two', undefined, ['2'], '9999999']) expect(parsePageNumber(bad)).toBeNull();
  });

  it('keeps the English sub-segments under the Turkish prefix', () => {
    expect(routePath('blogs', 'tr', blogListingSubPath({}, 2))).toBe('/bloglar/page/2');
    expect(routePath('blogs', 'en', blogListingSubPath({}, 2))).toBe('/blogs/page/2');
    expect(routePath('blogs', 'tr', blogListingSubPath({}, 1))).toBe('/bloglar');
    expect(blogListingSubPath({ category: 'airCargo' }, 3)).toBe('category/air-cargo/page/3');
    expect(blogListingSubPath({ tag: 'incoterms' })).toBe('tag/incoterms');
    expect(resolveRoute('/bloglar/page/2', 'tr')).toEqual({ kind: 'rewrite', path: '/blogs/page/2' });
  });

  it('puts a post where contentPath says it lives', () => {
    expect(contentPath('blogPost', 'lcl-mi-fcl-mi', 'tr')).toBe('/bloglar/lcl-mi-fcl-mi');
    expect(contentPath('blogPost', 'lcl-or-fcl', 'en')).toBe('/blogs/lcl-or-fcl');
    expect(contentPath('pressRelease', 'x', 'tr')).toBe('/medya-merkezi/press-releases/x');
    expect(contentPath('campaign', 'kis', 'tr')).toBe('/kampanyalar/kis');
  });
});

describe('rankRelated', () => {
  const post = { id: 1, category: 'customs', tags: ['incoterms', 'export'], publishedAt: '2026-05-01T00:00:00Z' };
  const candidates = [
    { id: 1, category: 'customs', tags: ['incoterms'], publishedAt: '2026-05-01T00:00:00Z' },
    { id: 2, category: 'seaFreight', tags: ['lcl'], publishedAt: '2026-06-01T00:00:00Z' },
    { id: 3, category: 'seaFreight', tags: ['export'], publishedAt: '2026-04-01T00:00:00Z' },
    { id: 4, category: 'customs', tags: [], publishedAt: '2026-03-01T00:00:00Z' },
    { id: 5, category: 'customs', tags: ['incoterms', 'export'], publishedAt: '2026-01-01T00:00:00Z' },
    { id: 6, category: 'guides', tags: ['export'], publishedAt: '2026-07-01T00:00:00Z' },
  ];

  it('ranks by shared category (2) and tags (1 each), newer first on ties, never the post itself or unrelated ones', () => {
    expect(rankRelated(post, candidates, 10).map((c) => c.id)).toEqual([5, 4, 6, 3]);
    expect(rankRelated(post, candidates).map((c) => c.id)).toEqual([5, 4, 6]);
  });

  it('never returns the post, never more than asked, only related posts (property)', () => {
    const arbitraryPost = fc.record({
      id: fc.integer({ min: 1, max: 20 }),
      category: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }),
      tags: fc.uniqueArray(fc.constantFrom('x', 'y', 'z', 'w'), { maxLength: 3 }),
      publishedAt: fc.integer({ min: 0, max: 1e12 }).map((ms) => new Date(ms).toISOString()),
    });
    fc.assert(
      fc.property(arbitraryPost, fc.array(arbitraryPost, { maxLength: 15 }), fc.integer({ min: 0, max: 5 }), (subject, others, limit) => {
        const ranked = rankRelated(subject, others, limit);
        expect(ranked.length).toBeLessThanOrEqual(limit);
        for (const item of ranked) {
          expect(item.id).not.toBe(subject.id);
          expect((subject.category !== null && item.category === subject.category) || item.tags.some((tag) => subject.tags.includes(tag))).toBe(true);
        }
      }),
    );
  });
});

describe('formatting', () => {
  it('writes video lengths for people and machines', () => {
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(isoDuration(245)).toBe('PT4M5S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('makes company monograms without legal forms, with Turkish capitals', () => {
    expect(companyMonogram('Ege Pamuk Tekstil A.Ş.', 'tr')).toBe('EP');
    expect(companyMonogram('istanbul Mobilya San. ve Tic. Ltd. Şti.', 'tr')).toBe('İM');
    expect(companyMonogram('istanbul Mobilya', 'en')).toBe('IM');
    expect(companyMonogram('Karadeniz', 'tr')).toBe('K');
    expect(companyMonogram('"Örnek" Gıda A.Ş.', 'tr')).toBe('ÖG');
  });
});

describe('dropEmptyTableHeads', () => {
  it('drops a head of empty cells and keeps real heads and the rows', () => {
    const keyValue = '<table>\n<thead>\n<tr>\n<th></th>\n<th align="right"> </th>\n</tr>\n</thead>\n<tbody><tr><td>TEU</td><td>38.000</td></tr></tbody></table>';
    expect(dropEmptyTableHeads(keyValue)).toBe('<table>\n<tbody><tr><td>TEU</td><td>38.000</td></tr></tbody></table>');
    const real = '<table><thead><tr><th>Port</th><th></th></tr></thead><tbody></tbody></table>';
    expect(dropEmptyTableHeads(real)).toBe(real);
  });
});
