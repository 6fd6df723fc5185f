import { and, eq } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import type { RequestTariffOffers } from '../../schemas/admin-operations';
import type { ValidFreightSearchRequest } from '../../schemas/freight';
import { forbidden, notFound } from '../api/errors';
import type { Database } from '../db/client';
import { requests } from '../db/schema';
import { searchOffers } from '../freight/search-offers';
import { seesAllRequests, visibleRequests, type RequestViewer } from './request-scope';

/**
 * The tariff offers an operator can quote a request from: the request's own search run through the
 * freight engine now (lib/server/freight/search-offers.ts, the same pricing as the public search),
 * its ready date moved to today in Istanbul when it has passed. Operations only.
 */
export async function requestTariffOffers(db: Database, viewer: RequestViewer, id: number, now = new Date()): Promise<RequestTariffOffers> {
  if (!seesAllRequests(viewer)) throw forbidden('requests.scope.forbidden');
  const [row] = await db.select({ search: requests.search }).from(requests).where(and(eq(requests.id, id), visibleRequests(viewer)));
  if (!row) throw notFound('requests.notFound');
  const today = istanbulDay(now);
  const search: ValidFreightSearchRequest = { ...row.search, readyDate: row.search.readyDate < today ? today : row.search.readyDate };
  const answer = await searchOffers(db, search, now);
  return { ...answer, readyDate: search.readyDate };
}
