import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListRequest, AdminUserPage, AdminUserSortColumn } from '../../schemas/admin-users';
import type { AdminActor } from '../admin/admin-actor';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { foldedText, sqlFold } from '../db/list-filters';
import { adminUserColumns, toAdminUser } from './admin-user-row';

/** Sort keys from a whitelist; names and companies sort on their folded form (Çelik beside Celik, not after Z). */
const sortKeys: Record<AdminUserSortColumn, SQL> = {
  Name: sqlFold(sql`${users.firstName} || ' ' || ${users.lastName}`),
  Email: sql`lower(${users.email})`,
  Company: sqlFold(sql`coalesce(${companies.name}, '')`),
  CreatedAt: sql`${users.createdAt}`,
  LastSignInAt: sql`${users.lastSignInAt}`,
};

/** One page of every user of the platform (the caller is a verified Admin: lib/server/admin/admin-actor.ts). */
export async function listUsers(db: Database, actor: AdminActor, request: AdminUserListRequest): Promise<AdminUserPage> {
  const conditions: SQL[] = [];
  if (request.search) {
    const { like } = foldedText(request.search);
    conditions.push(
      or(
        like(sqlFold(sql`${users.firstName} || ' ' || ${users.lastName}`)),
        like(sqlFold(sql`${users.email}`)),
        like(sqlFold(sql`coalesce(${companies.name}, '')`)),
      ) as SQL,
    );
  }
  if (request.role) conditions.push(sql`${users.roles} ? ${request.role}`);
  if (request.isActive !== undefined) conditions.push(eq(users.isActive, request.isActive));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = request.sortDescending ? desc : asc;
  const nulls = request.sortDescending ? sql`nulls last` : sql`nulls first`;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(request.sortColumn === 'LastSignInAt' ? sql`${sortKeys.LastSignInAt} ${sql.raw(request.sortDescending ? 'desc' : 'asc')} ${nulls}` : direction(sortKeys[request.sortColumn]), direction(users.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(where),
  ]);
  return { items: rows.map((row) => toAdminUser(row, actor.userId)), totalCount: total?.value ?? 0, pageNumber: request.pageNumber, pageSize: request.pageSize };
}
