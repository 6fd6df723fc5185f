import { accountScreenRoles } from '../../auth/access';
import { istanbulToday } from '../../domain/business-date';
import type { ApprovalBlock } from '../../requests/approval-block';
import { parseListQuery, type FilterTarget, type RequestListState } from '../../requests/list-query';
import type { PlaceInfo } from '../../search/search-data';
import type { RequestAudience } from '../../requests/request-status-copy';
import type { AccountKey } from '../../routes';
import type { ApiKeyListAnswer } from '../../schemas/api-key';
import type { Company, CompanyUsersAnswer } from '../../schemas/company';
import type { RequestAction } from '../../domain/request-state';
import type { RequestDetail } from '../../schemas/request';
import type { AccountSession, Profile } from '../../schemas/session';
import { ApiError } from '../api/errors';
import { listApiKeys } from '../api-keys/list-api-keys';
import type { PageLoader, PageRequest } from '../auth/page-session';
import { openProtected, openScreen } from '../auth/page-session';
import type { SignedInUser } from '../../auth/claims';
import { companyActor, type CompanyActor } from '../company/company-actor';
import { getCompany } from '../company/get-company';
import { invoiceFormData, placeNames } from '../company/invoice-form-data';
import { listCompanyUsers } from '../company/list-company-users';
import { getDb, type Database } from '../db/client';
import { locationNames } from '../freight/location-names';
import { getRequest } from '../requests/get-request';
import { companyScopeOf, loadRequestList } from '../requests/load-request-list';
import { recordLoader, requestLocationNames } from '../requests/record-page';
import { viewerRequestAccess } from '../requests/viewer-actions';
import { getReservation } from '../reservations/get-reservation';
import { loadReservationList } from '../reservations/reservation-list-page';
import { loadReservationPage } from '../reservations/reservation-page';
import { getProfile } from '../users/get-profile';
import { accountShipProgram } from '../voyages/account-ship-program';
import { getDashboard } from './get-dashboard';
import { ownSessions } from './own-sessions';

export interface ProfileScreenProps {
  profile: Profile;
  sessions: AccountSession[];
  company: Company | null;
  provinceName?: string;
  districtName?: string;
}

export interface RequestsFilterScreenProps {
  initial: RequestListState;
  target: FilterTarget;
  places: Record<string, PlaceInfo>;
}

export interface RequestDetailScreenProps {
  request: RequestDetail;
  locationNames: Record<string, string>;
  actions: RequestAction[];
  audience: RequestAudience;
  today: string;
}

export interface RequestApprovalScreenProps {
  request: RequestDetail;
  offerId: number;
  block: ApprovalBlock;
  locationNames: Record<string, string>;
}

export interface RequestRecordScreenProps {
  request: RequestDetail;
  locationNames: Record<string, string>;
  audience: RequestAudience;
}

/** What the picker shows for a code before the lookups arrive: its name and kind. */
function placeOf(code: string, name: string): PlaceInfo {
  if (code.startsWith('TR-')) return { code, name, kind: 'province', countryCode: 'TR' };
  return code.length === 3 ? { code, name, kind: 'airport', countryCode: '' } : { code, name, kind: 'port', countryCode: code.slice(0, 2) };
}

const asCookiePrincipal = (user: SignedInUser) => ({ ...user, via: 'cookie' as const });

/**
 * The data of a screen about the company the viewer manages (its users, its API keys), or nothing when there is
 * none to manage: an Admin without a company of their own, a company admin without a company yet or demoted since
 * their token. The screen then says so.
 */
async function managedCompanyData<P extends object>(user: SignedInUser, load: (db: Database, actor: CompanyActor) => Promise<P>): Promise<P | Record<string, never>> {
  const db = await getDb();
  try {
    return await load(db, await companyActor(db, asCookiePrincipal(user)));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return {};
    throw error;
  }
}

/**
 * The data of each account screen for its signed-in viewer (a screen without an entry shows only what every
 * screen does: the user and its menu). The account pages are prerendered shells (no user data at build time);
 * these loaders fill them: on a full page load in the production server, which answers the page's status and
 * puts the data into the shell (lib/server/account/screen-page.ts), and on the client's navigation through
 * GET /api/Account/Screen. null answers 404 (a record that is missing or not the viewer's).
 */
export const accountScreenLoaders: { [K in AccountKey]?: PageLoader<object> } = {
  dashboard: async (_request, user) => ({ dashboard: await getDashboard(await getDb(), user.userId) }),
  requests: ({ query }, user) => loadRequestList({ query }, user, 'mine'),
  requestsFilterOn: ({ query }, user) => loadRequestList({ query }, user, 'mine'),
  allRequests: ({ query }, user) => loadRequestList({ query }, user, companyScopeOf(user)),
  requestsFilter: async ({ query }, user): Promise<RequestsFilterScreenProps> => {
    const initial = parseListQuery(query);
    const target: FilterTarget = query.for === 'allRequests' && user.roles.some((role) => role === 'CompanyAdmin' || role === 'Admin') ? 'allRequests' : 'requestsFilterOn';
    const codes = [initial.origin, initial.destination].filter((code): code is string => Boolean(code));
    const names = codes.length > 0 ? await locationNames(await getDb(), codes) : {};
    return { initial, target, places: Object.fromEntries(codes.map((code) => [code, placeOf(code, names[code] ?? code)])) };
  },
  requestDetail: recordLoader<RequestDetailScreenProps>(['id'], async ({ db, viewer, ids: [id] }) => {
    const request = await getRequest(db, viewer, id!);
    const access = await viewerRequestAccess(db, viewer, request.id, request.status);
    return { request, locationNames: await requestLocationNames(db, request), ...access, today: istanbulToday() };
  }),
  requestApproval: recordLoader<RequestApprovalScreenProps>(['id', 'offerId'], async ({ db, viewer, ids: [id, offerId] }) => {
    const request = await getRequest(db, viewer, id!);
    const offer = request.offers.find((item) => item.id === offerId);
    if (!offer) return null;
    const { actions } = await viewerRequestAccess(db, viewer, request.id, request.status);
    const block: ApprovalBlock =
      request.status !== 'quoted' ? 'notQuoted' : !actions.includes('approve') ? 'notCustomer' : offer.withdrawn || offer.validUntil < istanbulToday() ? 'offerUnavailable' : null;
    return { request, offerId: offer.id, block, locationNames: await requestLocationNames(db, request) };
  }),
  requestApproved: recordLoader<Omit<RequestRecordScreenProps, 'audience'>>(['id'], async ({ db, viewer, ids: [id] }) => {
    const request = await getRequest(db, viewer, id!);
    return { request, locationNames: await requestLocationNames(db, request) };
  }),
  requestFormCompanyInvoiceInfo: async (_request, user) => ({ form: await invoiceFormData(await getDb(), asCookiePrincipal(user)) }),
  reservations: loadReservationList(false),
  allReservations: loadReservationList(true),
  reservationRequestDetails: recordLoader<RequestRecordScreenProps>(['id'], async ({ db, viewer, ids: [id] }) => {
    const reservation = await getReservation(db, viewer, id!);
    const request = await getRequest(db, viewer, reservation.requestId);
    const { audience } = await viewerRequestAccess(db, viewer, request.id, request.status);
    return { request, locationNames: await requestLocationNames(db, request), audience };
  }),
  reservationDetails: loadReservationPage,
  paymentTransfer: loadReservationPage,
  paymentCreditCard: loadReservationPage,
  reservationConfirmation: loadReservationPage,
  profile: async ({ req }, user): Promise<ProfileScreenProps> => {
    const db = await getDb();
    const principal = asCookiePrincipal(user);
    const profile = await getProfile(db, principal);
    const { sessions } = await ownSessions(db, principal, req);
    const { company } = await getCompany(db, await companyActor(db, principal));
    return { profile, sessions, company, ...(company ? await placeNames(db, company.provinceId, company.districtId) : {}) };
  },
  editProfile: async (_request, user) => ({ profile: await getProfile(await getDb(), asCookiePrincipal(user)) }),
  allUsers: (_request, user): Promise<{ users?: CompanyUsersAnswer }> => managedCompanyData(user, async (db, actor) => ({ users: await listCompanyUsers(db, actor) })),
  accountShipProgram: async (_request, user) => ({ program: await accountShipProgram(await getDb(), user) }),
  apiKeys: (_request, user): Promise<{ keys?: ApiKeyListAnswer }> => managedCompanyData(user, async (db, actor) => ({ keys: await listApiKeys(db, actor) })),
};

/** An account screen for a verified user (the client's navigation: GET /api/Account/Screen). */
export const openAccountScreenFor = (key: AccountKey, request: PageRequest, user: SignedInUser) => openScreen(request, user, accountScreenRoles[key], accountScreenLoaders[key]);

/** An account screen for a request's session cookie (a full page load). */
export const openAccountScreen = (key: AccountKey, request: PageRequest) => openProtected(request, accountScreenRoles[key], accountScreenLoaders[key]);
