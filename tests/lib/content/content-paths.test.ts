import { describe, expect, it } from 'vitest';
import { affectedPaths, contentPath } from '@/lib/content/content-paths';

describe('contentPath', () => {
  it('puts each kind where its page is, in the language of the slug', () => {
    expect(contentPath('blogPost', 'gumruk-rehberi', 'tr')).toBe('/bloglar/gumruk-rehberi');
    expect(contentPath('blogPost', 'customs-guide', 'en')).toBe('/blogs/customs-guide');
    expect(contentPath('legalDocument', 'kvkk-aydinlatma-metni', 'tr')).toBe('/yasal-dokumanlar/kvkk-aydinlatma-metni');
    expect(contentPath('pressRelease', 'launch', 'en')).toBe('/media-center/press-releases/launch');
    expect(contentPath('faq', 'gumruk-suresi', 'tr')).toBe('/sikca-sorulan-sorular#gumruk-suresi');
    expect(contentPath('glossaryTerm', 'demurrage', 'en')).toBe('/logistics-dictionary#demurrage');
    expect(contentPath('page', 'hakkimizda', 'tr')).toBe('/hakkimizda');
    expect(contentPath('page', 'press-kit', 'en')).toBe('/media-center/press-kit');
  });
});

describe('affectedPaths', () => {
  it('lists the entry page and the listings of its kind, without anchors', () => {
    expect(affectedPaths('blogPost', 'customs-guide', 'en')).toEqual(['/blogs/customs-guide', '/blogs', '/']);
    expect(affectedPaths('faq', 'gumruk-suresi', 'tr')).toEqual(['/sikca-sorulan-sorular']);
  });

  it('includes the service page that shows a service entry', () => {
    expect(affectedPaths('servicePage', 'air-cargo', 'en')).toEqual(['/services/air-cargo', '/services', '/logistics/air-cargo']);
    expect(affectedPaths('servicePage', 'hava-kargo', 'tr')).toEqual(['/hizmetlerimiz/hava-kargo', '/hizmetlerimiz', '/lojistik/hava-kargo']);
  });
});
