import type { AccountKey } from '../routes';
import type { Role } from './roles';

/** Account screens that need more than a signed-in user: the company tier (all requests, reservations, users). */
export const accountScreenRoles: Partial<Record<AccountKey, readonly Role[]>> = {
  allRequests: ['CompanyAdmin', 'Admin'],
  allReservations: ['CompanyAdmin', 'Admin'],
  allUsers: ['CompanyAdmin', 'Admin'],
  /** [E1] A company admin's own screen: the Admin revokes keys from /admin/api-keys. */
  apiKeys: ['CompanyAdmin'],
  /** [E1] The company's webhook endpoints: its company admins, as its API keys (the platform Admin has no company). */
  webhooks: ['CompanyAdmin'],
};

/** Who may open the admin area at all (its sections narrow this further). */
export const adminRoles: readonly Role[] = ['Editor', 'Operator', 'Admin'];

export function mayOpen(userRoles: readonly Role[], required: readonly Role[] | undefined): boolean {
  return !required || userRoles.some((role) => required.includes(role));
}
