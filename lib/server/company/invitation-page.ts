import { eq } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/claims';
import { invitationRefusal, type InvitationRefusal } from '../../domain/invitation-refusal';
import type { InvitationAnswer } from '../../schemas/company';
import { invitationQuery } from '../../schemas/company';
import { ApiError } from '../api/errors';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { findOpenInvitation, maskEmail } from './get-invitation';

/**
 * Where the visitor of an invitation link stands, as the page explains it: `ready` to accept; `signedOut` (sign in
 * or create an account with the invited address here); or why accepting would be refused (lib/domain/invitation-refusal.ts,
 * the rule POST /api/Company/AcceptInvitation enforces).
 */
export type InvitationPageState = 'invalid' | 'signedOut' | InvitationRefusal | 'ready';

export interface InvitationPageProps {
  state: InvitationPageState;
  /** The link's token, for the accept call (only while the invitation is open). */
  token: string | null;
  /** The invitation as anyone holding the link may see it (the address masked). */
  invitation: InvitationAnswer | null;
  /** The invited address, for the provider's forms: the link was mailed to it, its holder knows it. */
  loginHint: string | null;
  /** The signed-in visitor's own address (shown when it is not the invited one). */
  signedInEmail: string | null;
}

const none = { token: null, invitation: null, loginHint: null, signedInEmail: null };

/** The invitation page's data (pages/company-invitation.tsx) for the link's token and the page's session. */
export async function loadInvitationPage(rawToken: unknown, user: SignedInUser | null): Promise<InvitationPageProps> {
  const parsed = invitationQuery.safeParse({ token: rawToken });
  if (!parsed.success) return { state: 'invalid', ...none };
  const { token } = parsed.data;
  const db = await getDb();
  let found;
  try {
    found = await findOpenInvitation(db, token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'invalid', ...none };
    throw error;
  }
  const invitation: InvitationAnswer = { companyName: found.companyName, role: found.role, email: maskEmail(found.email), expiresAt: found.expiresAt.toISOString() };
  const props = { token, invitation, loginHint: found.email, signedInEmail: user?.email ?? null };
  if (!user) return { state: 'signedOut', ...props };
  const [row] = await db.select({ roles: users.roles, companyId: users.companyId }).from(users).where(eq(users.id, user.userId));
  const refusal = invitationRefusal(found, { email: user.email, emailVerified: user.emailVerified, roles: row?.roles ?? user.roles, companyId: row?.companyId ?? null });
  return { state: refusal ?? 'ready', ...props };
}
