import { istanbulDay } from '../../domain/business-date';
import { networkOf, suggestPlaces } from '../../domain/place-resolution';
import type { Locale } from '../../routes';
import type { PlaceSuggestAnswer, PlaceSuggestQuery } from '../../schemas/place';
import type { Database } from '../db/client';
import { laneKey, lanesOnSale } from './lanes-on-sale';
import { placeData } from './place-world';

/** The day whose tariffs count: the ready date, or today in Istanbul when there is none or it has passed. */
export const saleDay = (date: string | undefined, now: Date) => {
  const today = istanbulDay(now);
  return date && date > today ? date : today;
};

/**
 * The places a typed text stands for in the mode (lib/domain/place-resolution.ts), each marked with whether it
 * has offers on sale at this end of the search — to the other end when that is a port or airport already chosen.
 */
export async function suggestPlacesFor(db: Database, query: PlaceSuggestQuery, locale: Locale, now = new Date()): Promise<PlaceSuggestAnswer> {
  const [data, sale] = await Promise.all([placeData(db), lanesOnSale(db, query.mode, saleDay(query.date, now))]);
  const other = query.other && data.gatewaysByCode.has(query.other) ? query.other : undefined;
  const ends = query.end === 'origin' ? sale.origins : sale.destinations;
  const onSale = other
    ? (code: string) => sale.lanes.has(query.end === 'origin' ? laneKey(code, other) : laneKey(other, code))
    : (code: string) => ends.has(code);
  const suggestions = suggestPlaces(data.world, query.text, {
    network: networkOf(query.mode),
    onSale,
    provinceName: (id) => data.provinceNames.get(id) ?? '',
  });
  return { suggestions: suggestions.map((item) => ({ ...item, countryName: data.countryNames.get(item.countryCode)?.[locale] ?? item.countryCode })) };
}
