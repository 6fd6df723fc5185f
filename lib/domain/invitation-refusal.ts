import { isStaff } from '../auth/roles';

/** Why a signed-in person may not accept an invitation (each has its localized explanation and API error). */
export type InvitationRefusal = 'otherAddress' | 'unverified' | 'staff' | 'member' | 'otherCompany';

/**
 * Whether `person` may accept `invitation`, or why not: only the invited address, proven by the identity provider,
 * never a staff account (Operator, Editor, Admin), never someone already in a company. The one rule the accept
 * call enforces and the invitation page explains.
 */
export function invitationRefusal(
  invitation: { email: string; companyId: number },
  person: { email: string; emailVerified: boolean; roles: readonly string[]; companyId: number | null },
): InvitationRefusal | null {
  if (person.email.toLowerCase() !== invitation.email.toLowerCase()) return 'otherAddress';
  if (!person.emailVerified) return 'unverified';
  if (isStaff(person.roles)) return 'staff';
  if (person.companyId === invitation.companyId) return 'member';
  if (person.companyId !== null) return 'otherCompany';
  return null;
}
