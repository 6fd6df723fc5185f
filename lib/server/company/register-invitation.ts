import type { InvitationAnswer } from '../../schemas/company';
import { ApiError } from '../api/errors';
import { getDb } from '../db/client';
import { findOpenInvitation, maskEmail } from './get-invitation';

export interface RegisterInvitationProps {
  /** The open invitation of the link (address masked), or null. */
  invitation: InvitationAnswer | null;
  /** The invited address, for the provider's sign-up form: the link was mailed to it, its holder knows it. */
  loginHint: string | null;
  /** The link carried a token that is unknown, used or expired. */
  invitationInvalid: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The register page's invitation (?invitation=<token>): the same lookup as GET /api/Company/GetInvitation. */
export async function loadRegisterInvitation(token: unknown): Promise<RegisterInvitationProps> {
  if (typeof token !== 'string' || token === '') return { invitation: null, loginHint: null, invitationInvalid: false };
  if (!TOKEN.test(token)) return { invitation: null, loginHint: null, invitationInvalid: true };
  try {
    const found = await findOpenInvitation(await getDb(), token);
    return {
      invitation: { companyName: found.companyName, role: found.role, email: maskEmail(found.email), expiresAt: found.expiresAt.toISOString() },
      loginHint: found.email,
      invitationInvalid: false,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { invitation: null, loginHint: null, invitationInvalid: true };
    throw error;
  }
}
