import { isRole } from '../../auth/roles';
import type { AdminUser } from '../../schemas/admin-users';
import { companies, users } from '../db/schema';

/** The columns an admin user row is read with (a left join on companies), explicitly. */
export const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  companyId: users.companyId,
  companyName: companies.name,
  isActive: users.isActive,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
};

export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  companyId: number | null;
  companyName: string | null;
  isActive: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
}

export function toAdminUser(row: AdminUserRow, actorId: string): AdminUser {
  return {
    ...row,
    roles: row.roles.filter(isRole),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isSelf: row.id === actorId,
  };
}
