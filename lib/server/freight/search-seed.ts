import { freightSearchRequest } from '../../schemas/freight';
import type { SearchSeed } from '../../search/search-data';
import { decodeSearch, placeInfoOf, searchDataOf } from '../../search/search-request';
import type { Database } from '../db/client';
import { locationNames } from './location-names';
import { packageTypeNames } from './package-type-names';

/**
 * The form's fields for the search of an address's `q`, with the places' and package types' names from the reference
 * data: what the freight search page renders the form from on the server. Null for an address without a readable
 * search (the form then starts empty and the results say what is wrong).
 */
export async function searchSeed(db: Database, q: unknown): Promise<SearchSeed | null> {
  const parsed = freightSearchRequest.safeParse(decodeSearch(q));
  if (!parsed.success) return null;
  const request = parsed.data;
  const [names, packageNames] = await Promise.all([locationNames(db, [request.origin, request.destination]), packageTypeNames(db)]);
  const place = (code: string) => (names[code] ? placeInfoOf(code, names[code], request.mode) : null);
  return searchDataOf(request, { origin: place(request.origin), destination: place(request.destination) }, packageNames);
}
