import countriesData from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { displayNames, fixedLaneKeys, fixedLanes, fixedSlugs, generatedSlugs, lanePageUrl, laneSlugIndex, slugify, type LaneCountry } from '@/lib/lanes/lane-slugs';
import { laneRoutes } from '@/lib/routes';

/** The countries exactly as the reference data seeds them (lib/server/db/seed/reference.ts). */
const countries: LaneCountry[] = Object.keys(countriesData.getAlpha2Codes()).map((code) => ({
  code,
  nameTr: countriesData.getName(code, 'tr') ?? code,
  nameEn: countriesData.getName(code, 'en') ?? code,
}));
const index = laneSlugIndex(countries);

describe('slugify', () => {
  it('folds every Turkish letter, upper and lower case', () => {
    expect(slugify('çÇğĞıIİöÖşŞüÜ')).toBe('ccggiiiooss' + 'uu');
    expect(slugify('Güney Kore')).toBe('guney-kore');
    expect(slugify('Birleşik Arap Emirlikleri')).toBe('birlesik-arap-emirlikleri');
    expect(slugify('Şili')).toBe('sili');
    expect(slugify('Mısır')).toBe('misir');
    expect(slugify('İran')).toBe('iran');
  });

  it('strips other accents, apostrophes and punctuation', () => {
    expect(slugify("Côte d'Ivoire")).toBe('cote-divoire');
    expect(slugify('  Bosnia & Herzegovina ')).toBe('bosnia-herzegovina');
    expect(slugify('São Tomé and Príncipe')).toBe('sao-tome-and-principe');
  });
});

describe('lane slugs', () => {
  it('names every fixed lane exactly as the route table does, in both languages', () => {
    for (const key of fixedLaneKeys) {
      const slugs = index.slugsOf(fixedLanes[key]);
      expect(slugs).toEqual(fixedSlugs(key));
      expect(`/routes/${slugs!.en}`).toBe(laneRoutes[key].en);
      expect(`/rotalar/${slugs!.tr}`).toBe(laneRoutes[key].tr);
      expect(index.resolve(slugs!.en)).toMatchObject({ lane: fixedLanes[key], locale: 'en', alias: false });
      expect(index.resolve(slugs!.tr)).toMatchObject({ lane: fixedLanes[key], locale: 'tr', alias: false });
    }
  });

  it('keeps the odd fixed spellings: China is an import lane, Chile says "to"', () => {
    expect(index.resolve('chinese-turkey-logistics')?.lane).toEqual({ countryCode: 'CN', direction: 'import' });
    expect(index.resolve('turkey-to-chile-logistics')?.lane).toEqual({ countryCode: 'CL', direction: 'export' });
  });

  it('resolves a generated spelling of a fixed lane as an alias of the fixed page', () => {
    const chile = index.resolve('turkey-chile-logistics');
    expect(chile).toMatchObject({ lane: { countryCode: 'CL', direction: 'export' }, alias: true });
    expect(chile!.slugs).toEqual(fixedSlugs('turkeyChile'));
    expect(index.resolve('china-turkey-logistics')).toMatchObject({ alias: true, slugs: fixedSlugs('chinaTurkey') });
    expect(index.resolve('turkey-united-states-logistics')).toMatchObject({ alias: true, slugs: fixedSlugs('turkeyAmerica') });
    expect(index.resolve('turkiye-abd-lojistigi')).toMatchObject({ alias: true, slugs: fixedSlugs('turkeyAmerica') });
  });

  it('generates both directions for any other country, with Turkish letters folded', () => {
    expect(index.slugsOf({ countryCode: 'DE', direction: 'export' })).toEqual({ en: 'turkey-germany-logistics', tr: 'turkiye-almanya-lojistigi', fixedKey: null });
    expect(index.slugsOf({ countryCode: 'DE', direction: 'import' })).toEqual({ en: 'germany-turkey-logistics', tr: 'almanya-turkiye-lojistigi', fixedKey: null });
    expect(index.slugsOf({ countryCode: 'CN', direction: 'export' })).toEqual({ en: 'turkey-china-logistics', tr: 'turkiye-cin-lojistigi', fixedKey: null });
    expect(index.slugsOf({ countryCode: 'US', direction: 'import' })).toEqual({ en: 'united-states-turkey-logistics', tr: 'abd-turkiye-lojistigi', fixedKey: null });
    expect(index.slugsOf({ countryCode: 'CI', direction: 'export' })?.tr).toBe('turkiye-fildisi-sahili-lojistigi');
    expect(index.slugsOf({ countryCode: 'TW', direction: 'import' })?.en).toBe('taiwan-turkey-logistics');
  });

  it('round-trips every lane of every country: slug → lane → the same slugs, in both languages', () => {
    const seen = new Set<string>();
    for (const country of countries.filter((candidate) => candidate.code !== 'TR')) {
      for (const direction of ['export', 'import'] as const) {
        const lane = { countryCode: country.code, direction };
        const slugs = index.slugsOf(lane)!;
        for (const locale of ['en', 'tr'] as const) {
          expect(slugs[locale]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          const resolved = index.resolve(slugs[locale]);
          expect(resolved?.lane, slugs[locale]).toEqual(lane);
          expect(resolved?.slugs).toEqual(slugs);
          expect(seen.has(slugs[locale]), `duplicate ${slugs[locale]}`).toBe(false);
          seen.add(slugs[locale]);
        }
      }
    }
    expect(seen.size).toBe((countries.length - 1) * 4);
  });

  it('tells which language a slug is spelled in', () => {
    expect(index.resolve('turkey-germany-logistics')?.locale).toBe('en');
    expect(index.resolve('turkiye-almanya-lojistigi')?.locale).toBe('tr');
  });

  it('knows no lane of Türkiye to itself, nor unknown or malformed slugs', () => {
    expect(index.resolve('turkey-turkey-logistics')).toBeNull();
    expect(index.resolve('turkiye-turkiye-lojistigi')).toBeNull();
    expect(index.resolve('turkey-atlantis-logistics')).toBeNull();
    expect(index.resolve('TURKEY-GERMANY-LOGISTICS')).toBeNull();
    expect(index.resolve('')).toBeNull();
    expect(index.slugsOf({ countryCode: 'TR', direction: 'export' })).toBeNull();
  });

  it('builds generated slugs from the names without the fixed table', () => {
    expect(generatedSlugs({ code: 'EG', nameTr: 'Mısır', nameEn: 'Egypt' }, 'import')).toEqual({ en: 'egypt-turkey-logistics', tr: 'misir-turkiye-lojistigi' });
  });

  it('links a lane page in each language, the fixed ones through the route table', () => {
    expect(lanePageUrl(fixedSlugs('turkeyMorocco'), 'tr')).toBe('/rotalar/turkiye-fas-lojistigi');
    expect(lanePageUrl(fixedSlugs('turkeyMorocco'), 'en')).toBe('/en/routes/turkey-morocco-logistics');
    const germany = index.slugsOf({ countryCode: 'DE', direction: 'export' })!;
    expect(lanePageUrl(germany, 'tr')).toBe('/rotalar/turkiye-almanya-lojistigi');
    expect(lanePageUrl(germany, 'en')).toBe('/en/routes/turkey-germany-logistics');
  });

  it('shows short names, and the display names spell the same slugs as the reference names', () => {
    const byCode = new Map(countries.map((country) => [country.code, country]));
    expect(displayNames(byCode.get('CN')!).nameEn).toBe('China');
    expect(displayNames(byCode.get('TW')!).nameEn).toBe('Taiwan');
    expect(displayNames(byCode.get('US')!).nameEn).toBe('United States');
    expect(displayNames(byCode.get('VG')!).nameEn).toBe('British Virgin Islands');
    expect(displayNames(byCode.get('DE')!)).toEqual(byCode.get('DE'));
    const fromDisplay = laneSlugIndex(countries.map((country) => displayNames(country)));
    for (const country of countries.filter((candidate) => candidate.code !== 'TR')) {
      for (const direction of ['export', 'import'] as const) {
        expect(fromDisplay.slugsOf({ countryCode: country.code, direction })).toEqual(index.slugsOf({ countryCode: country.code, direction }));
      }
    }
  });
});
