import { isRole, type Role } from './roles';

/** The signed-in user, derived from the token's claims. */
export interface SignedInUser {
  userId: string;
  email: string;
  /** The identity provider proved the holder has the address (the token's email_verified). */
  emailVerified: boolean;
  roles: Role[];
  fullName: string;
  firstName: string;
  lastName: string;
  uniqueName: string;
  companyName: string;
}

export type TokenClaims = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Roles arrive as a JSON list in text (or as a list); anything unknown is dropped. */
export function rolesFromClaim(value: unknown): Role[] {
  const list = parseJson(value);
  return Array.isArray(list) ? [...new Set(list.filter(isRole))] : [];
}

/** The user-info claim holds FirstName and LastName as JSON text. */
export function namesFromClaims(claims: TokenClaims): { firstName: string; lastName: string } {
  const info = parseJson(claims.userInfo ?? claims.extension_UserInfo);
  const record = info && typeof info === 'object' ? (info as Record<string, unknown>) : {};
  return {
    firstName: text(record.FirstName) || text(claims.given_name),
    lastName: text(record.LastName) || text(claims.family_name),
  };
}

export function userFromClaims(claims: TokenClaims): SignedInUser {
  const { firstName, lastName } = namesFromClaims(claims);
  const emails = Array.isArray(claims.emails) ? claims.emails : [];
  return {
    userId: text(claims.oid) || text(claims.sub),
    email: text(emails[0]) || text(claims.email),
    emailVerified: claims.email_verified === true,
    roles: rolesFromClaim(claims.roles),
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    uniqueName: text(claims.unique_name),
    companyName: '',
  };
}

/** A token counts as expired when its expiry is absent or not later than now. */
export function isExpired(claims: TokenClaims, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return typeof claims.exp !== 'number' || claims.exp <= nowSeconds;
}
