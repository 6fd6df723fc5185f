import { laneRoutes, routePath, withLocalePrefix, type LaneKey, type Locale } from '../routes';

/**
 * Lane slugs: a lane is Türkiye ↔ one country in a direction (export: from Türkiye, import: to Türkiye).
 * Its page lives at /routes/<slug> (en) and /rotalar/<slug> (tr); the 15 fixed lanes of the route table
 * keep their own slugs, every other lane's slug is generated from the country's names. Pure: the caller
 * passes the countries (code and Turkish/English names of the reference data).
 */

export type LaneDirection = 'export' | 'import';

export interface Lane {
  countryCode: string;
  direction: LaneDirection;
}

export interface LaneCountry {
  code: string;
  nameTr: string;
  nameEn: string;
}

/** A lane's two spellings, and the fixed route key when it is one of the 15. */
export interface LaneSlugs {
  tr: string;
  en: string;
  fixedKey: LaneKey | null;
}

/** What a slug names: the lane, the language its spelling belongs to, and both spellings. */
export interface ResolvedSlug {
  lane: Lane;
  /** The language whose spelling the slug is; null for a slug spelled the same in both (none today). */
  locale: Locale | null;
  /** True when the slug is a generated spelling of a fixed lane (an alias that redirects to the fixed page). */
  alias: boolean;
  slugs: LaneSlugs;
}

/** The country and direction of each of the 15 fixed lanes (chinaTurkey is the one import lane). */
export const fixedLanes: Readonly<Record<LaneKey, Lane>> = {
  turkeyAmerica: { countryCode: 'US', direction: 'export' },
  turkeyMorocco: { countryCode: 'MA', direction: 'export' },
  turkeyTunisia: { countryCode: 'TN', direction: 'export' },
  turkeyUnitedArabEmirates: { countryCode: 'AE', direction: 'export' },
  turkeyEgypt: { countryCode: 'EG', direction: 'export' },
  chinaTurkey: { countryCode: 'CN', direction: 'import' },
  turkeyMexico: { countryCode: 'MX', direction: 'export' },
  turkeyPeru: { countryCode: 'PE', direction: 'export' },
  turkeyChile: { countryCode: 'CL', direction: 'export' },
  turkeyTaiwan: { countryCode: 'TW', direction: 'export' },
  turkeyIndia: { countryCode: 'IN', direction: 'export' },
  turkeyJapan: { countryCode: 'JP', direction: 'export' },
  turkeyMalaysia: { countryCode: 'MY', direction: 'export' },
  turkeySingapore: { countryCode: 'SG', direction: 'export' },
  turkeySouthKorea: { countryCode: 'KR', direction: 'export' },
};

export const fixedLaneKeys = Object.keys(fixedLanes) as LaneKey[];

/** Türkiye's own code: no lane leads from Türkiye to itself. */
export const TURKIYE = 'TR';

/**
 * Short English names for slugs where the reference data's name is the formal one
 * ("People's Republic of China", "Taiwan, Province of China" …): a slug names the country as people say it.
 */
const englishSlugNames: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  CN: 'China',
  TW: 'Taiwan',
  RU: 'Russia',
  IR: 'Iran',
  SY: 'Syria',
  KR: 'South Korea',
  KP: 'North Korea',
  MK: 'North Macedonia',
  CZ: 'Czechia',
  MD: 'Moldova',
  VE: 'Venezuela',
  BO: 'Bolivia',
  TZ: 'Tanzania',
  LA: 'Laos',
  VN: 'Vietnam',
  FM: 'Micronesia',
  PS: 'Palestine',
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  CI: 'Ivory Coast',
  VA: 'Vatican City',
  BN: 'Brunei',
  BQ: 'Caribbean Netherlands',
  FK: 'Falkland Islands',
};

const turkishLetters: Readonly<Record<string, string>> = { ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', I: 'i', İ: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u' };

/** A URL slug of a name: Turkish letters to their ASCII base (ç→c, ğ→g, ı/İ→i, ö→o, ş→s, ü→u), other accents stripped, words joined by '-'. */
export function slugify(name: string): string {
  return name
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (letter) => turkishLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "Virgin Islands, British" → "British Virgin Islands": a qualifier after a comma goes first, as people say it. */
function naturalOrder(name: string): string {
  const [head, ...rest] = name.split(',');
  return rest.length > 0 ? `${rest.join(' ').trim()} ${head!.trim()}` : name;
}

/** The country's name as it goes into an English slug: the short name, or the reference name in natural order. */
export function englishSlugName(country: LaneCountry): string {
  return englishSlugNames[country.code] ?? naturalOrder(country.nameEn).replace(/^the\s+/i, '');
}

/** The names a page shows: the short English name ("China", not "People's Republic of China") and both in natural order. */
export function displayNames<T extends LaneCountry>(country: T): T {
  return { ...country, nameTr: naturalOrder(country.nameTr), nameEn: englishSlugName(country) };
}

/** The generated spellings of a lane (what a lane outside the fixed 15 is called). */
export function generatedSlugs(country: LaneCountry, direction: LaneDirection): { tr: string; en: string } {
  const en = slugify(englishSlugName(country));
  const tr = slugify(naturalOrder(country.nameTr));
  return direction === 'export'
    ? { en: `turkey-${en}-logistics`, tr: `turkiye-${tr}-lojistigi` }
    : { en: `${en}-turkey-logistics`, tr: `${tr}-turkiye-lojistigi` };
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The spellings of a fixed lane, from the route table. */
export function fixedSlugs(key: LaneKey): LaneSlugs {
  return { en: lastSegment(laneRoutes[key].en), tr: lastSegment(laneRoutes[key].tr), fixedKey: key };
}

const laneId = (lane: Lane) => `${lane.direction}:${lane.countryCode}`;

export interface LaneSlugIndex {
  /** The lane a slug names (either language, fixed or generated), or null. */
  resolve: (slug: string) => ResolvedSlug | null;
  /** Both spellings of a lane: the fixed ones for the 15, generated for the rest; null for an unknown country. */
  slugsOf: (lane: Lane) => LaneSlugs | null;
  country: (code: string) => LaneCountry | undefined;
}

/**
 * The slug ↔ lane map for the given countries, in both directions and both languages. Fixed lanes take
 * precedence: their slugs are theirs, and their generated spellings resolve to them as aliases. When two
 * countries would generate the same slug, the first (by code) keeps it.
 */
export function laneSlugIndex(countries: readonly LaneCountry[]): LaneSlugIndex {
  const byCode = new Map(countries.filter((country) => country.code !== TURKIYE).map((country) => [country.code, country]));
  const fixedById = new Map(fixedLaneKeys.map((key) => [laneId(fixedLanes[key]), key]));
  const bySlug = new Map<string, ResolvedSlug>();
  const slugsById = new Map<string, LaneSlugs>();

  for (const key of fixedLaneKeys) {
    const slugs = fixedSlugs(key);
    slugsById.set(laneId(fixedLanes[key]), slugs);
    for (const locale of ['en', 'tr'] as const) bySlug.set(slugs[locale], { lane: fixedLanes[key], locale, alias: false, slugs });
  }
  const sorted = [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (const country of sorted) {
    for (const direction of ['export', 'import'] as const) {
      const lane = { countryCode: country.code, direction };
      const generated = generatedSlugs(country, direction);
      const fixedKey = fixedById.get(laneId(lane)) ?? null;
      const slugs = fixedKey ? slugsById.get(laneId(lane))! : { ...generated, fixedKey: null };
      if (!fixedKey) slugsById.set(laneId(lane), slugs);
      for (const locale of ['en', 'tr'] as const) {
        const slug = generated[locale];
        if (!slug || bySlug.has(slug)) continue;
        bySlug.set(slug, { lane, locale, alias: fixedKey !== null, slugs });
      }
    }
  }
  return {
    resolve: (slug) => bySlug.get(slug) ?? null,
    slugsOf: (lane) => slugsById.get(laneId(lane)) ?? null,
    country: (code) => byCode.get(code),
  };
}

/** The route key and sub-path of a lane's page: a fixed lane's own key, or /routes/<slug>. */
export function lanePageTarget(slugs: LaneSlugs, locale: Locale): { to: LaneKey | 'routes'; subPath?: string } {
  return slugs.fixedKey ? { to: slugs.fixedKey } : { to: 'routes', subPath: slugs[locale] };
}

/** The full path (locale prefix included) of a lane's page in a language. */
export function lanePageUrl(slugs: LaneSlugs, locale: Locale): string {
  const target = lanePageTarget(slugs, locale);
  return withLocalePrefix(routePath(target.to, locale, target.subPath), locale);
}
