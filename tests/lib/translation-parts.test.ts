import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pickTexts } from '@/lib/translation-parts';
import { searchErrorParts } from '@/lib/search/search-translations';

const texts = {
  home: { title: 'Ana sayfa', body: ['Bir', 'İki'] },
  seaFreightLcl: { title: 'Parsiyel', lead: 'Paylaşımlı konteyner', body: ['Uzun metin'] },
  routes: { heading: 'Rotalar', lead: 'Düzenli hatlar', body: ['Uzun metin'] },
};

/** The parts of a namespace a page ships (lib/translation-parts.ts, used by lib/i18n-server.ts). */
describe('pickTexts', () => {
  it('keeps whole groups and single texts by their dotted paths, merging paths into the same group', () => {
    expect(pickTexts(texts, ['home', 'seaFreightLcl.lead', 'routes.heading', 'routes.lead'])).toEqual({
      home: texts.home,
      seaFreightLcl: { lead: 'Paylaşımlı konteyner' },
      routes: { heading: 'Rotalar', lead: 'Düzenli hatlar' },
    });
  });

  it('leaves out paths that name nothing and paths through a text, and changes nothing it was given', () => {
    const before = JSON.stringify(texts);
    expect(pickTexts(texts, ['missing', 'home.title.deeper', 'routes.missing', 'home.body'])).toEqual({ home: { body: ['Bir', 'İki'] } });
    expect(JSON.stringify(texts)).toBe(before);
  });
});

/** Every code the browser's check of a search can give: the search schema's own and zod's generic ones. */
function searchErrorCodes(): string[] {
  const sources = ['lib/schemas/freight.ts', 'lib/schemas/errors.ts', 'lib/search/validate-search.ts'].map((file) => readFileSync(file, 'utf8'));
  const codes = sources.flatMap((source) => [...source.matchAll(/'([a-z]+\.[a-zA-Z]+(?:\.[a-zA-Z]+)*)'/g)].map((match) => match[1]!));
  return [...new Set(codes)];
}

describe('the errors a search page ships', () => {
  it('hold a text for every code the search check gives, in both languages', () => {
    const codes = searchErrorCodes();
    expect(codes).toContain('freight.destination.sameAsOrigin');
    expect(codes).toContain('validation.required');
    expect(codes).toContain('freight.readyDate.past');
    for (const locale of ['tr', 'en']) {
      const shipped = pickTexts(JSON.parse(readFileSync(`public/locales/${locale}/errors.json`, 'utf8')), searchErrorParts.errors);
      const missing = codes.filter((code) => typeof code.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], shipped) !== 'string');
      expect(missing, locale).toEqual([]);
    }
  });
});
