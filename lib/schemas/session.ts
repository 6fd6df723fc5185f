import { z } from 'zod';
import { roles } from '../auth/roles';
import { notificationPreferences } from './profile';

const token = z.string().min(1).max(8192);

/** POST /api/login: the identity provider's access token. */
export const loginRequest = z.strictObject({ token });
/** POST /api/loginWithGraph: a Microsoft Graph access token. */
export const graphLoginRequest = z.strictObject({ graphToken: token });
/** POST /api/logout and /api/logoutGraph take no body. */
export const emptyRequest = z.strictObject({});

export const registrationChannelRequest = z.strictObject({ registrationChannel: z.string().trim().min(1).max(32) });

/** The signed-in user as the server answers it. */
export const signedInUser = z.object({
  userId: z.string(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  uniqueName: z.string(),
  companyName: z.string(),
});

export const sessionAnswer = z.object({ user: signedInUser, expiresAt: z.number().int() });

export const profile = signedInUser.extend({
  registrationChannel: z.string().nullable(),
  isActive: z.boolean(),
  memberSince: z.string(),
  /** E.164, as the user saved it (edit-profile). */
  phone: z.string().nullable(),
  /** The language of the user's emails. */
  preferredLanguage: z.enum(['tr', 'en']),
  notificationPreferences,
  lastSignInAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

/** What the identity provider sends when it issues a token (the B2C API connector's request). */
export const identityClaimsRequest = z.strictObject({
  objectId: z.string().min(1).max(64),
  email: z.email().max(320),
  givenName: z.string().max(100).default(''),
  surname: z.string().max(100).default(''),
  policy: z.string().max(64).optional(),
});
export type IdentityClaimsRequest = z.infer<typeof identityClaimsRequest>;

export const identityClaims = z.object({ roles: z.array(z.enum(roles)), companyName: z.string().nullable() });
export type IdentityClaims = z.infer<typeof identityClaims>;

/** [T1] One of the signed-in user's live browser sessions (the profile's list; GET /api/Account/Sessions). */
export const accountSession = z.object({
  id: z.uuid(),
  /** The browser's own User-Agent text, as it signed in. */
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessions = z.object({ sessions: z.array(accountSession) });

/** POST /api/Account/EndSession: one of the user's own sessions. */
export const endSessionBody = z.strictObject({ id: z.uuid() });
export const endSessionAnswer = z.object({ ended: z.literal(true), current: z.boolean() });
/** POST /api/Account/EndOtherSessions: how many sessions ended. */
export const endOtherSessionsAnswer = z.object({ ended: z.number().int().nonnegative() });
