import type { SignedInUser } from '../../auth/claims';
import type { PageRequest } from '../auth/page-session';
import { listRequestOf, parseListQuery, type RequestListState } from '../../requests/list-query';
import { requestListRequest, type RequestListScope, type RequestPage } from '../../schemas/request';
import { getDb } from '../db/client';
import { locationNames } from '../freight/location-names';
import { sweepStaleRequests } from './expire-stale-requests';
import { listRequests } from './list-requests';
import { requestViewer } from './request-scope';

export interface RequestListProps {
  page: RequestPage;
  state: RequestListState;
  scope: RequestListScope;
  /** Names of the places on the page and in the filters (code → name). */
  locationNames: Record<string, string>;
}

/**
 * The data of a request list screen (requests, filter-on, all-demands), server-rendered from the query
 * string: the same verb and the same visibility rule as POST /api/Demand/GetList.
 */
export async function loadRequestList({ query }: Pick<PageRequest, 'query'>, user: SignedInUser, scope: RequestListScope): Promise<RequestListProps> {
  const state = parseListQuery(query);
  const db = await getDb();
  const viewer = await requestViewer(db, { ...user, via: 'cookie' });
  await sweepStaleRequests(db);
  const page = await listRequests(db, viewer, requestListRequest.parse(listRequestOf(state, scope)));
  const codes = page.items.flatMap((item) => [item.origin, item.destination]);
  if (state.origin) codes.push(state.origin);
  if (state.destination) codes.push(state.destination);
  return { page, state, scope, locationNames: await locationNames(db, codes) };
}

/** Whose requests the company screen shows: an admin's list is every request, a company admin's the company's. */
export const companyScopeOf = (user: SignedInUser): RequestListScope => (user.roles.includes('CompanyAdmin') ? 'company' : 'all');
