import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CompanyUsersAnswer } from '../../schemas/company';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { companies, companyInvitations, users } from '../db/schema';
import { companyRoleOf, managedCompanyId, type CompanyActor } from './company-actor';

/** all-users: the members of the managed company (every query names the company) and its open invitations. */
export async function listCompanyUsers(db: Database, actor: CompanyActor, requestedId?: number): Promise<CompanyUsersAnswer> {
  const companyId = managedCompanyId(actor, requestedId);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('company.notFound');
  const members = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone, roles: users.roles, isActive: users.isActive, lastSignInAt: users.lastSignInAt })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(desc(users.isActive), asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.email));
  const invitations = await db
    .select({ id: companyInvitations.id, email: companyInvitations.email, role: companyInvitations.role, expiresAt: companyInvitations.expiresAt, createdAt: companyInvitations.createdAt })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, new Date())))
    .orderBy(desc(companyInvitations.createdAt));
  return {
    companyId,
    companyName: company.name,
    users: members.map(({ roles, lastSignInAt, ...member }) => ({
      ...member,
      role: companyRoleOf(roles),
      lastSignInAt: lastSignInAt?.toISOString() ?? null,
      isSelf: member.id === actor.userId,
    })),
    invitations: invitations.map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString(), createdAt: invitation.createdAt.toISOString() })),
  };
}
