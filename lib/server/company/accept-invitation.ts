import { and, eq, gt, isNull } from 'drizzle-orm';
import { invitationRefusal, type InvitationRefusal } from '../../domain/invitation-refusal';
import type { AcceptInvitationAnswer } from '../../schemas/company';
import type { Principal } from '../auth/authenticate';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { companies, companyInvitations, users } from '../db/schema';
import { requestViewer } from '../requests/request-scope';
import { withCompanyRole } from './company-actor';
import { invitationTokenHash } from './invite-company-user';

/** Each refusal as the API answers it. */
const refusalError: Record<InvitationRefusal, () => ApiError> = {
  otherAddress: () => forbidden('company.invitation.otherAddress'),
  unverified: () => forbidden('company.invitation.unverified'),
  staff: () => badRequest('errors.validation', [{ field: 'token', code: 'company.invite.staff' }]),
  member: () => conflict('company.invite.member'),
  otherCompany: () => conflict('company.invite.otherCompany'),
};

/**
 * POST /api/Company/AcceptInvitation: the signed-in holder of an invitation link accepts it on the invitation page,
 * after reading what it is — never at sign-in, and only as lib/domain/invitation-refusal.ts allows (the invited
 * address, proven by the identity provider: the token's email_verified); the invitation is used once. A refusal
 * changes nothing and is audited (company.invite.refused, with the reason).
 */
export async function acceptInvitation(db: Database, principal: Principal, token: string, requestId?: string): Promise<AcceptInvitationAnswer> {
  const viewer = await requestViewer(db, principal);
  type Outcome = { accepted: AcceptInvitationAnswer } | { refused: ApiError; invitationId: number | null };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [invitation] = await tx
      .select({ id: companyInvitations.id, companyId: companyInvitations.companyId, email: companyInvitations.email, role: companyInvitations.role, companyName: companies.name })
      .from(companyInvitations)
      .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
      .where(and(eq(companyInvitations.tokenHash, invitationTokenHash(token)), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, new Date())))
      .for('update', { of: companyInvitations });
    if (!invitation) return { refused: notFound('company.invitation.notFound'), invitationId: null };
    const [user] = await tx.select({ roles: users.roles, companyId: users.companyId }).from(users).where(eq(users.id, viewer.userId)).for('update');
    if (!user) throw new Error('the viewer row is missing');
    const refusal = invitationRefusal(invitation, { ...user, email: principal.email, emailVerified: principal.emailVerified });
    if (refusal) return { refused: refusalError[refusal](), invitationId: invitation.id };
    const roles = withCompanyRole(user.roles, invitation.role);
    await tx.update(users).set({ companyId: invitation.companyId, roles, updatedAt: new Date() }).where(eq(users.id, viewer.userId));
    await tx.update(companyInvitations).set({ acceptedAt: new Date() }).where(eq(companyInvitations.id, invitation.id));
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'company.invite.accept',
      entity: 'user',
      entityId: viewer.userId,
      before: { roles: user.roles },
      after: { companyId: invitation.companyId, roles, invitationId: invitation.id },
      requestId,
    });
    return { accepted: { companyName: invitation.companyName, role: invitation.role } };
  });
  if ('accepted' in outcome) return outcome.accepted;
  await writeAudit(db, {
    actorId: viewer.userId,
    action: 'company.invite.refused',
    entity: 'invitation',
    entityId: outcome.invitationId ?? 'unknown',
    after: { reason: outcome.refused.fieldErrors?.[0]?.code ?? outcome.refused.code, email: principal.email, emailVerified: principal.emailVerified },
    requestId,
  });
  throw outcome.refused;
}
