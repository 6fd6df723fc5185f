import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyInvitations, users } from '../db/schema';
import { writeAudit } from '../audit';
import { withCompanyRole } from './company-actor';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * At sign-in (the identity provider's claims call): a user without a company who was invited joins the
 * newest open invitation's company with its role; the invitation is marked accepted. The match is on
 * the address the identity provider verified. Returns the company and roles now in force, or null.
 */
export async function acceptInvitation(tx: Transaction, user: { id: string; email: string; roles: string[] }): Promise<{ companyId: number; roles: string[] } | null> {
  const [invitation] = await tx
    .select({ id: companyInvitations.id, companyId: companyInvitations.companyId, role: companyInvitations.role })
    .from(companyInvitations)
    .where(and(sql`lower(${companyInvitations.email}) = lower(${user.email})`, isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, new Date())))
    .orderBy(desc(companyInvitations.createdAt))
    .limit(1)
    .for('update');
  if (!invitation) return null;
  const roles = withCompanyRole(user.roles, invitation.role);
  const [joined] = await tx
    .update(users)
    .set({ companyId: invitation.companyId, roles, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.companyId)))
    .returning({ id: users.id });
  if (!joined) return null;
  await tx.update(companyInvitations).set({ acceptedAt: new Date() }).where(eq(companyInvitations.id, invitation.id));
  await writeAudit(tx, { actorId: user.id, action: 'company.invite.accept', entity: 'user', entityId: user.id, before: { roles: user.roles }, after: { companyId: invitation.companyId, roles, invitationId: invitation.id } });
  return { companyId: invitation.companyId, roles };
}
