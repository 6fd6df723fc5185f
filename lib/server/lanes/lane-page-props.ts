import type { GetStaticPropsContext, GetStaticPropsResult } from 'next';
import { localeOf } from '../../i18n';
import { translations } from '../../i18n-server';
import { customsNoteKey } from '../../lanes/customs';
import { lanePageUrl } from '../../lanes/lane-slugs';
import type { Locale } from '../../routes';
import { searchFormParts } from '../../search/search-translations';
import { toPageText, type PageText } from '@/lib/content/page-text';
import type { NamespaceParts } from '@/lib/translation-parts';
import enLanes from '@/public/locales/en/lanes.json';
import trLanes from '@/public/locales/tr/lanes.json';
import { getDb } from '../db/client';
import { laneDirectory } from './lane-directory';
import { listFeaturedLanes } from './list-featured-lanes';
import { listLanes } from './list-lanes';
import { loadLanePage } from './load-lane-page';

/** How often the lane pages and the route lists are regenerated: their prices are "as of" the day they were built. */
export const LANE_REVALIDATE_SECONDS = 3600;

type I18nProps = Awaited<ReturnType<typeof translations>>;
type Result = GetStaticPropsResult<Record<string, unknown>>;

/**
 * A page's texts (pages namespace) handed to the view as a prop. The pages namespace is narrowed to each
 * page's own texts, and next-i18next adds a namespace on a client-side navigation only when the browser
 * has none of it yet: read from the i18n store, a page reached by a link would show the previous page's
 * (missing) texts. The lanes namespace is never narrowed, so it is the same on every page.
 */
export function pageTextOf(props: I18nProps, locale: Locale, key: string): PageText {
  const store = props._nextI18Next?.initialI18nStore?.[locale] as Record<string, Record<string, Partial<PageText>>> | undefined;
  return toPageText(store?.pages?.[key]);
}

/**
 * What the lane pages ship of the lanes namespace: all of it but the customs notes of every country (7 kB), of which a
 * page shows its own country's, handed over as a prop (customsNotes), and the disclaimer.
 */
export const laneTextParts = {
  lanes: [...Object.keys(trLanes).filter((key) => key !== 'customs'), 'customs.disclaimer'],
} as const satisfies NamespaceParts;

const customsTexts: Record<Locale, Record<string, unknown>> = { tr: trLanes.customs, en: enLanes.customs };

/** The customs notes under `key` (customsNoteKey's) in `locale`, with the country's name in place. */
export function customsNotes(locale: Locale, key: string, country: string): string[] {
  const notes = customsTexts[locale][key];
  return Array.isArray(notes) ? notes.map((note) => String(note).replaceAll('{{country}}', country)) : [];
}

const pageCodeOf = (context: GetStaticPropsContext) => (typeof context.params?.page_code === 'string' ? context.params.page_code : '');

/**
 * getStaticProps of the lane page file (/routes/[page_code]): the page's data from the database, a
 * permanent redirect to the lane's own spelling, or 404; regenerated every LANE_REVALIDATE_SECONDS.
 */
export async function lanePageStaticProps(context: GetStaticPropsContext): Promise<Result> {
  const locale = localeOf(context);
  const result = await loadLanePage(await getDb(), pageCodeOf(context), locale);
  if (result.kind === 'notFound') return { notFound: true, revalidate: LANE_REVALIDATE_SECONDS };
  if (result.kind === 'redirect') return { redirect: { destination: result.destination, permanent: true }, revalidate: LANE_REVALIDATE_SECONDS };
  const customsKey = customsNoteKey(result.data.lane.countryCode);
  const pageKeys = result.data.slugs.fixedKey ? [result.data.slugs.fixedKey] : [];
  const i18n = await translations(locale, ['pages', 'lanes', 'search', 'errors'], pageKeys, { ...searchFormParts, ...laneTextParts });
  const text = result.data.slugs.fixedKey ? pageTextOf(i18n, locale, result.data.slugs.fixedKey) : null;
  const country = locale === 'tr' ? result.data.country.nameTr : result.data.country.nameEn;
  const customs = { key: customsKey, notes: customsNotes(locale, customsKey, country) };
  return { props: { data: result.data, customs, text, ...i18n }, revalidate: LANE_REVALIDATE_SECONDS };
}

/**
 * getStaticProps of /landing-page/<slug> (/onerilen-rotalar/<slug>): a permanent redirect to the lane's
 * page under /routes in the current language, so each lane has one URL; an unknown slug is 404.
 */
export async function landingLaneStaticProps(context: GetStaticPropsContext): Promise<Result> {
  const locale = localeOf(context);
  const resolved = (await laneDirectory(await getDb())).index.resolve(pageCodeOf(context));
  if (!resolved) return { notFound: true, revalidate: LANE_REVALIDATE_SECONDS };
  return { redirect: { destination: lanePageUrl(resolved.slugs, locale), permanent: true }, revalidate: LANE_REVALIDATE_SECONDS };
}

/** getStaticProps of /routes: every lane on sale, the 15 featured first. */
export async function routesIndexStaticProps(context: GetStaticPropsContext): Promise<Result> {
  const locale = localeOf(context);
  const db = await getDb();
  const [lanes, featured] = await Promise.all([listLanes(db), listFeaturedLanes(db)]);
  const i18n = await translations(locale, ['pages', 'lanes'], ['routes'], laneTextParts);
  return { props: { lanes, featured, text: pageTextOf(i18n, locale, 'routes'), ...i18n }, revalidate: LANE_REVALIDATE_SECONDS };
}

/** getStaticProps of /landing-page (/onerilen-rotalar): the 15 recommended lanes with modes, transit and "from" prices. */
export async function landingStaticProps(context: GetStaticPropsContext): Promise<Result> {
  const locale = localeOf(context);
  const featured = await listFeaturedLanes(await getDb());
  const i18n = await translations(locale, ['pages', 'lanes'], ['landingPage'], laneTextParts);
  return { props: { featured, text: pageTextOf(i18n, locale, 'landingPage'), ...i18n }, revalidate: LANE_REVALIDATE_SECONDS };
}
