import { z } from 'zod';
import { roles } from '../auth/roles';
import { listRequest, pageOf } from './common';
import { auditEntry } from './audit';

export const adminUserSortColumns = ['Name', 'Email', 'Company', 'CreatedAt', 'LastSignInAt'] as const;
export type AdminUserSortColumn = (typeof adminUserSortColumns)[number];

/** POST /api/User/GetList: every user of the platform (Admin), searched and filtered. */
export const adminUserListRequest = listRequest(adminUserSortColumns, 'CreatedAt').extend({
  /** Matches name, email and company name, Turkish letters folded (İZMİR = izmir = Izmir). */
  search: z.string().trim().max(100).optional(),
  role: z.enum(roles).optional(),
  isActive: z.boolean().optional(),
});
export type AdminUserListRequest = z.output<typeof adminUserListRequest>;
export type AdminUserListInput = z.input<typeof adminUserListRequest>;

export const userId = z.string().trim().min(1, { message: 'admin.users.idInvalid' }).max(64, { message: 'admin.users.idInvalid' });

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(roles)),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  isActive: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** The caller's own row (the UI keeps its Admin role and its active switch locked). */
  isSelf: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserPage = pageOf(adminUser);
export type AdminUserPage = z.infer<typeof adminUserPage>;

/** POST /api/User/SetRoles: the user's whole role list (at least one, no duplicates kept). */
export const setUserRolesBody = z.strictObject({
  id: userId,
  roles: z
    .array(z.enum(roles))
    .min(1, { message: 'admin.users.rolesRequired' })
    .max(roles.length * 2)
    .transform((list) => [...new Set(list)]),
});
export type SetUserRolesBody = z.output<typeof setUserRolesBody>;

export const adminUserIdBody = z.strictObject({ id: userId });
export const adminUserIdQuery = z.strictObject({ id: userId });

/** GET /api/User/GetAuditTrail: what the user did and what was done to them, newest first. */
export const userAuditTrail = z.object({
  asActor: z.array(auditEntry),
  asSubject: z.array(auditEntry),
});
export type UserAuditTrail = z.infer<typeof userAuditTrail>;
