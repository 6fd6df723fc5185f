import { describe, expect, it } from 'vitest';
import { canonicalPath, MAX_PATH_LENGTH, resolveRoute } from '@/lib/route-resolution';

describe('resolveRoute', () => {
  it('rewrites a Turkish path to its page file in Turkish', () => {
    expect(resolveRoute('/lojistik/hava-kargo', 'tr')).toEqual({ kind: 'rewrite', path: '/logistics/air-cargo' });
    expect(resolveRoute('/rotalar/cin-turkiye-lojistigi', 'tr')).toEqual({ kind: 'rewrite', path: '/routes/chinese-turkey-logistics' });
    expect(resolveRoute('/bloglar/yazi-1', 'tr')).toEqual({ kind: 'rewrite', path: '/blogs/yazi-1' });
  });

  it('serves an English path in English as it is', () => {
    expect(resolveRoute('/logistics/air-cargo', 'en')).toEqual({ kind: 'next' });
    expect(resolveRoute('/', 'tr')).toEqual({ kind: 'next' });
    expect(resolveRoute('/admin', 'tr')).toEqual({ kind: 'next' });
  });

  it('redirects the other language form to its pair', () => {
    expect(resolveRoute('/lojistik/hava-kargo', 'en')).toEqual({ kind: 'redirect', path: '/logistics/air-cargo' });
    expect(resolveRoute('/logistics/air-cargo', 'tr')).toEqual({ kind: 'redirect', path: '/lojistik/hava-kargo' });
    expect(resolveRoute('/my-account/requests', 'tr')).toEqual({ kind: 'redirect', path: '/hesabim/talepler' });
  });

  it('redirects a fixed lane’s slug under the other language’s prefix to the lane’s own spelling', () => {
    expect(resolveRoute('/rotalar/turkey-morocco-logistics', 'tr')).toEqual({ kind: 'redirect', path: '/rotalar/turkiye-fas-lojistigi' });
    expect(resolveRoute('/routes/turkiye-fas-lojistigi', 'en')).toEqual({ kind: 'redirect', path: '/routes/turkey-morocco-logistics' });
    // A generated lane's slug is the page's to judge (it redirects between spellings itself).
    expect(resolveRoute('/rotalar/turkiye-almanya-lojistigi', 'tr')).toEqual({ kind: 'rewrite', path: '/routes/turkiye-almanya-lojistigi' });
  });

  it('redirects non-canonical spellings of known paths', () => {
    expect(resolveRoute('/Lojistik/Hava-Kargo', 'tr')).toEqual({ kind: 'redirect', path: '/lojistik/hava-kargo' });
    expect(resolveRoute('/lojistik/hava-kargo/', 'tr')).toEqual({ kind: 'redirect', path: '/lojistik/hava-kargo' });
    expect(resolveRoute('//lojistik//hava-kargo', 'tr')).toEqual({ kind: 'redirect', path: '/lojistik/hava-kargo' });
    expect(resolveRoute('/LOGISTICS/AIR-CARGO', 'en')).toEqual({ kind: 'redirect', path: '/logistics/air-cargo' });
  });

  it('serves the freight search with a search in the address from its server-rendered twin, in either language', () => {
    const search = new URLSearchParams({ q: 'x' });
    expect(resolveRoute('/lojistik-arama', 'tr', search)).toEqual({ kind: 'rewrite', path: '/freight-search/searched' });
    expect(resolveRoute('/freight-search', 'en', search)).toEqual({ kind: 'rewrite', path: '/freight-search/searched' });
    expect(resolveRoute('/lojistik-arama', 'tr', new URLSearchParams({ step: 'cargo' }))).toEqual({ kind: 'rewrite', path: '/freight-search' });
    expect(resolveRoute('/freight-search', 'en', new URLSearchParams())).toEqual({ kind: 'next' });
    // The other language's form still redirects first, its query kept by the middleware.
    expect(resolveRoute('/freight-search', 'tr', search)).toEqual({ kind: 'redirect', path: '/lojistik-arama' });
  });

  it('answers the twin’s own path with 404: it is no address', () => {
    expect(resolveRoute('/freight-search/searched', 'en', new URLSearchParams({ q: 'x' }))).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/Freight-Search/Searched/', 'tr')).toEqual({ kind: 'notFound' });
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(resolveRoute('/no-such-page', 'tr')).toEqual({ kind: 'next' });
    expect(resolveRoute('/faq/extra', 'en')).toEqual({ kind: 'next' });
  });

  it('answers malformed paths with 404', () => {
    expect(resolveRoute('/%2e%2e/etc/passwd', 'tr')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/bloglar/../hesabim', 'tr')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/%E0%A4%A', 'tr')).toEqual({ kind: 'notFound' });
    expect(resolveRoute(`/${'a'.repeat(MAX_PATH_LENGTH)}`, 'tr')).toEqual({ kind: 'notFound' });
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/A//B/', '/a/b'],
    ['/hesabim/', '/hesabim'],
  ])('%s → %s', (input, output) => expect(canonicalPath(input)).toBe(output));
});
