import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isStaff } from '../../auth/roles';
import type { inviteUserAnswer, inviteUserBody } from '../../schemas/company';
import { badRequest, conflict, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { companies, companyInvitations, users } from '../db/schema';
import { log } from '../log';
import { sendMail } from '../mail/send-mail';
import { managedCompanyId, type CompanyActor } from './company-actor';
import { invitationLink, invitationMail } from './invitation-mail';

export const INVITATION_DAYS = 14;

export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type Body = z.output<typeof inviteUserBody>;

/**
 * Invites an email to the managed company with a role and emails the link (in the language chosen).
 * Someone already in another company → 409 company.invite.otherCompany; already a member → 409
 * company.invite.member; a staff account (Operator, Editor, Admin) → 400 company.invite.staff on the
 * email. An open invitation of the company for the same address is refreshed (new token, role and
 * expiry; the old link stops working). Only the token's SHA-256 is stored. Audited.
 * The email is sent after the transaction commits: a mail failure leaves a valid invitation to resend.
 */
export async function inviteCompanyUser(db: Database, actor: CompanyActor, body: Body, requestId?: string): Promise<z.infer<typeof inviteUserAnswer>> {
  const companyId = managedCompanyId(actor, body.companyId);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = invitationTokenHash(token);
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const result = await db.transaction(async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) throw notFound('company.notFound');
    const [existing] = await tx.select({ companyId: users.companyId, roles: users.roles }).from(users).where(sql`lower(${users.email}) = ${body.email}`);
    if (existing && isStaff(existing.roles)) throw badRequest('errors.validation', [{ field: 'email', code: 'company.invite.staff' }]);
    if (existing?.companyId === companyId) throw conflict('company.invite.member');
    if (existing?.companyId) throw conflict('company.invite.otherCompany');
    const [inviter] = await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, actor.userId));
    const open = and(eq(companyInvitations.companyId, companyId), sql`lower(${companyInvitations.email}) = ${body.email}`, isNull(companyInvitations.acceptedAt));
    const [refreshed] = await tx.update(companyInvitations).set({ tokenHash, role: body.role, expiresAt, invitedBy: actor.userId, createdAt: new Date() }).where(open).returning({ id: companyInvitations.id, createdAt: companyInvitations.createdAt });
    const [row] = refreshed
      ? [refreshed]
      : await tx.insert(companyInvitations).values({ companyId, email: body.email, role: body.role, tokenHash, invitedBy: actor.userId, expiresAt }).returning({ id: companyInvitations.id, createdAt: companyInvitations.createdAt });
    if (!row) throw new Error('invitation not stored');
    await writeAudit(tx, { actorId: actor.userId, action: refreshed ? 'company.invite.refresh' : 'company.invite', entity: 'company', entityId: companyId, after: { invitationId: row.id, email: body.email, role: body.role, expiresAt }, requestId });
    const inviterName = `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim() || inviter?.email || 'NavlunPort';
    return { id: row.id, createdAt: row.createdAt, refreshed: Boolean(refreshed), companyName: company.name, inviterName };
  });
  await sendMail(
    invitationMail({ locale: body.language, to: body.email, inviter: result.inviterName, company: result.companyName, role: body.role, link: invitationLink(body.language, token), expiresAt }),
  ).catch((error: unknown) => log.error({ err: error, requestId, invitationId: result.id }, 'invitation mail failed'));
  return { id: result.id, email: body.email, role: body.role, expiresAt: expiresAt.toISOString(), createdAt: result.createdAt.toISOString(), refreshed: result.refreshed };
}
