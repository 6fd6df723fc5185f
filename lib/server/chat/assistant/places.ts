import { suggestPlaces, type Network, type PlaceSuggestion } from '../../../domain/place-resolution';
import type { Database } from '../../db/client';
import { lanesOnSale, laneKey, type LanesOnSale } from '../../places/lanes-on-sale';
import { placeData } from '../../places/place-world';
import { saleDay } from '../../places/suggest-places';
import type { Place, PlaceResolver, QuoteRequest } from './quote-intent';

const toPlace = (suggestion: PlaceSuggestion): Place => ({
  code: suggestion.code,
  name: suggestion.kind === 'airport' ? `${suggestion.area || suggestion.name} (${suggestion.code})` : suggestion.name,
  kind: suggestion.kind,
});

/**
 * Names in a message resolved as the search form resolves what is typed (lib/domain/place-resolution.ts), by exact
 * name: "İstanbul" by sea is Ambarlı (or the province, trucked, when no port near has offers), by air IST. Each
 * place carries the others that serve the same name, in order, for the lane to be chosen among them (onSaleLane).
 */
export async function placeResolver(db: Database, now = new Date()): Promise<PlaceResolver> {
  const day = saleDay(undefined, now);
  const [data, sea, air] = await Promise.all([placeData(db), lanesOnSale(db, 'SEA_LCL', day), lanesOnSale(db, 'AIR', day)]);
  const find = (name: string, network: Network) => {
    const sale = network === 'air' ? air : sea;
    return suggestPlaces(data.world, name, { network, exact: true, onSale: (code) => sale.origins.has(code) || sale.destinations.has(code), provinceName: (id) => data.provinceNames.get(id) ?? '' });
  };
  return (foldedName, prefer) => {
    const preferred = find(foldedName, prefer === 'airport' ? 'air' : 'sea');
    const found = preferred.length > 0 ? preferred : find(foldedName, prefer === 'airport' ? 'sea' : 'air');
    const [first, ...others] = found.map(toPlace);
    return first ? { ...first, alternatives: others } : null;
  };
}

/**
 * The quote's lane among the places each name stands for: the first pair, in the places' order, with offers on sale
 * in the quote's mode (a province trucks to any Turkish gateway with offers); else the first places as they are.
 */
export async function onSaleLane(db: Database, request: QuoteRequest, now = new Date()): Promise<QuoteRequest> {
  const sale: LanesOnSale = await lanesOnSale(db, request.mode, saleDay(undefined, now));
  const sells = (origin: Place, destination: Place) =>
    origin.kind === 'province' ? sale.destinations.has(destination.code) : destination.kind === 'province' ? sale.origins.has(origin.code) : sale.lanes.has(laneKey(origin.code, destination.code));
  const choices = (place: Place) => [place, ...(place.alternatives ?? [])];
  for (const origin of choices(request.origin)) {
    for (const destination of choices(request.destination)) {
      if (origin.code !== destination.code && sells(origin, destination)) return { ...request, origin, destination };
    }
  }
  return request;
}
