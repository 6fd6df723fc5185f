// What the load consists of: public pages in both languages, the lookups, freight searches, tracking
// numbers, signed-in lists and the chat. (bench/run.mjs runs when imported, so its search bodies can't be
// imported; these are the same lanes in small.)
import { istanbulToday } from '../../../lib/domain/business-date';
import { routePath, withLocalePrefix, type RouteKey } from '../../../lib/routes';
import { blogPosts } from '../../../lib/server/db/seed/content/blog-posts';

/** Freight/Search bodies: LCL with pre-carriage, FCL, air and parcels (bench/run.mjs' lanes, in small). */
export function freightSearches(): Record<string, unknown>[] {
  const readyDate = istanbulToday();
  const pallets = [{ packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }];
  const parcels = [{ packageType: 'BOX', length: 40, width: 30, height: 20, dimensionUnit: 'cm', weight: 2, weightUnit: 'kg', count: 3 }];
  return [
    { mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate, incoterm: 'FCA', earlyTransport: true, earlyTransportCityId: 27, orderDimensionList: pallets, wantInsurance: true, productPrice: 48_000_00, productPriceCurrency: 'USD' },
    { mode: 'SEA_FCL', origin: 'TRAMR', destination: 'CNSHA', readyDate, incoterm: 'FOB', orderDimensionList: [], containers: [{ type: '40HC', count: 2 }] },
    { mode: 'AIR', origin: 'IST', destination: 'JFK', readyDate, incoterm: 'FCA', orderDimensionList: pallets },
    { mode: 'PARCEL', origin: 'IST', destination: 'FRA', readyDate, incoterm: 'FCA', orderDimensionList: parcels },
  ];
}

/** Showcase numbers of the demo tracking data, each kind of number. */
export const trackingNumbers = ['CSQU3054383', 'HLXU2298719', '235-12345675', 'TCNU4809262'];

/** Public pages, in both languages: the home page, a blog post and the logistics dictionary. */
export function publicPages(): string[] {
  const post = blogPosts[0]!;
  const page = (key: RouteKey, locale: 'tr' | 'en', subPath = '') => withLocalePrefix(routePath(key, locale, subPath), locale);
  return [page('home', 'tr'), page('home', 'en'), page('blogs', 'tr', post.slugTr), page('blogs', 'en', post.slugEn), page('logisticsDictionary', 'tr'), page('logisticsDictionary', 'en')];
}
