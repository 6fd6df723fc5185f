import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, disallowedPaths } from '@/lib/seo/robots';

describe('buildRobotsTxt', () => {
  const text = buildRobotsTxt('https://www.navlunport.com/');
  const lines = text.split('\n');

  it('allows everything for every agent, then names the sitemap with an absolute URL', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Sitemap: https://www.navlunport.com/sitemap.xml');
    expect(text.endsWith('\n')).toBe(true);
  });

  it.each(['/admin', '/en/admin', '/my-account', '/hesabim', '/en/my-account', '/api/', '/redirect', '/uye-ol/basarili', '/en/register/success'])('disallows %s', (path) => {
    expect(lines).toContain(`Disallow: ${path}`);
  });

  it('keeps the public pages crawlable', () => {
    const disallowed = disallowedPaths();
    for (const path of ['/', '/en', '/bloglar', '/en/blogs', '/sikca-sorulan-sorular', '/lojistik-sozlugu', '/rotalar/turkiye-amerika-lojistigi', '/sitemap.xml']) {
      // robots.txt rules match by prefix
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
    expect(new Set(disallowed).size).toBe(disallowed.length);
  });
});
