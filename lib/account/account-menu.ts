import { accountRoutes, type AccountKey } from '../routes';

/** The account area's own menu, in the order a customer uses it. */
export const accountMenu: readonly AccountKey[] = [
  'dashboard',
  'requests',
  'reservations',
  'accountShipProgram',
  'profile',
  'editProfile',
  'changePassword',
  'allRequests',
  'allReservations',
  'allUsers',
  'apiKeys',
  'webhooks',
];

/**
 * The menu entry a screen stands under: its own, or the entry whose address its own continues (a request's detail,
 * /requests/request-detail, under My Requests). None for a screen of no entry.
 */
export function menuEntryOf(routeKey: AccountKey, menu: readonly AccountKey[]): AccountKey | undefined {
  if (menu.includes(routeKey)) return routeKey;
  const path = accountRoutes[routeKey].en;
  return menu.find((key) => path.startsWith(`${accountRoutes[key].en}/`));
}
