import { describe, expect, it } from 'vitest';
import { ogLocale, ogTypeOf } from '@/lib/seo/open-graph';

describe('ogTypeOf', () => {
  it.each([
    ['/blogs/customs-guide', 'article'],
    ['/bloglar/gumruk-rehberi', 'article'],
    ['/blogs', 'website'],
    ['/blogs/page/2', 'website'],
    ['/bloglar/category/customs', 'website'],
    ['/blogs/tag/incoterms', 'website'],
    ['/campaigns/spring', 'website'],
    ['/', 'website'],
    ['/no-such-page', 'website'],
  ] as const)('%s → %s', (path, type) => expect(ogTypeOf(path)).toBe(type));
});

describe('ogLocale', () => {
  it('writes the regional locales with an underscore', () => {
    expect(ogLocale('tr')).toBe('tr_TR');
    expect(ogLocale('en')).toBe('en_US');
  });
});
