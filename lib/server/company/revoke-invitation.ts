import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { revokeInvitationAnswer } from '../../schemas/company';
import { notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { companyInvitations } from '../db/schema';
import { isPlatformAdmin, managedCompanyId, type CompanyActor } from './company-actor';

/**
 * [T1] Withdraws an open invitation of the managed company: its link stops working at once (the row goes; the audit
 * row keeps who was invited, as what, and who withdrew it). Another company's, an accepted or an unknown invitation
 * is 404, touched never. Inviting the address again sends a new link.
 */
export async function revokeInvitation(db: Database, actor: CompanyActor, invitationId: number, requestId?: string): Promise<z.infer<typeof revokeInvitationAnswer>> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select({ companyId: companyInvitations.companyId }).from(companyInvitations).where(eq(companyInvitations.id, invitationId));
    if (!invitation) throw notFound('company.invitation.notFound');
    // A company admin manages their own company: another company's invitation is then not found, as if absent.
    const companyId = managedCompanyId(actor, isPlatformAdmin(actor) ? invitation.companyId : undefined);
    const [revoked] = await tx
      .delete(companyInvitations)
      .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt)))
      .returning({ email: companyInvitations.email, role: companyInvitations.role, expiresAt: companyInvitations.expiresAt });
    if (!revoked) throw notFound('company.invitation.notFound');
    await writeAudit(tx, { actorId: actor.userId, action: 'company.invite.revoke', entity: 'company', entityId: companyId, before: { invitationId, ...revoked }, requestId });
    return { revoked: true as const, email: revoked.email };
  });
}
