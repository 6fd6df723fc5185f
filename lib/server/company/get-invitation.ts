import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CompanyRole, InvitationAnswer } from '../../schemas/company';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { companies, companyInvitations } from '../db/schema';
import { invitationTokenHash } from './invite-company-user';

/**
 * An address shown to someone who holds a link but should not learn more than they know:
 * the first letter of the name and of the domain, and the top-level part (ayse@ege.com.tr → a***@e***.com.tr).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const rest = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${host[0] ?? ''}***${rest}`;
}

/** An open invitation by its link's token (only its hash is stored): unknown, used or expired → 404. */
export async function findOpenInvitation(db: Database, token: string, now = new Date()): Promise<{ companyId: number; companyName: string; role: CompanyRole; email: string; expiresAt: Date }> {
  const [row] = await db
    .select({ companyId: companyInvitations.companyId, companyName: companies.name, role: companyInvitations.role, email: companyInvitations.email, expiresAt: companyInvitations.expiresAt })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(and(eq(companyInvitations.tokenHash, invitationTokenHash(token)), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)));
  if (!row) throw notFound('company.invitation.notFound');
  return row;
}

/** GET /api/Company/GetInvitation: the invitation as anyone holding the link may see it (the address masked). */
export async function getInvitation(db: Database, token: string): Promise<InvitationAnswer> {
  const invitation = await findOpenInvitation(db, token);
  return { companyName: invitation.companyName, role: invitation.role, email: maskEmail(invitation.email), expiresAt: invitation.expiresAt.toISOString() };
}
