import type { SignedInUser } from '../../auth/claims';
import { requestIdQuery, type RequestDetail } from '../../schemas/request';
import { ApiError } from '../api/errors';
import type { PageLoader, PageRequest } from '../auth/page-session';
import type { Database } from '../db/client';
import { getDb } from '../db/client';
import { locationNames } from '../freight/location-names';
import { requestViewer, type RequestViewer } from './request-scope';

export interface RecordPageInput {
  db: Database;
  viewer: RequestViewer;
  /** The ids named in the loader's order, each a valid positive integer. */
  ids: number[];
  request: PageRequest;
  user: SignedInUser;
}

/**
 * The loader of an account screen of one record (?id=…): the ids read from the query (one that is
 * missing or not an id answers the 404 page), the viewer registered, and a 404 of the record's own verb
 * (the viewer may not see it) answered as the 404 page too, so a record's existence never shows.
 */
export function recordLoader<P>(idParams: readonly string[], load: (input: RecordPageInput) => Promise<P | null>): PageLoader<P> {
  return async (request, user) => {
    const ids: number[] = [];
    for (const param of idParams) {
      const parsed = requestIdQuery.safeParse({ id: request.query[param] });
      if (!parsed.success) return null;
      ids.push(parsed.data.id);
    }
    const db = await getDb();
    try {
      return await load({ db, viewer: await requestViewer(db, { ...user, via: 'cookie' }), ids, request, user });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  };
}

/** The names of every place a request shows: its ends and the lanes of its offers. */
export function requestLocationNames(db: Database, request: RequestDetail): Promise<Record<string, string>> {
  return locationNames(db, [request.origin, request.destination, ...request.offers.flatMap(({ offer }) => [offer.origin, offer.destination])]);
}
