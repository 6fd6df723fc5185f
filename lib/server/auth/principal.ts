import { eq } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/claims';
import type { ApiKeyIdentity } from '../api-keys/authenticate-api-key';
import { isRole } from '../../auth/roles';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';

/**
 * [T1] Who the caller is, as the application knows them now: roles, company, names and whether the account may be
 * used come from `users` on every request, never from a token alone (a token lives up to an hour; a demotion or a
 * deactivation counts at once).
 */

export interface Principal extends SignedInUser {
  /** How the caller proved who they are; cookie-authenticated writes need the CSRF checks. */
  via: 'bearer' | 'cookie' | 'apiKey';
  /** [E1] Set when the caller is an API key (lib/server/api-keys/authenticate-api-key.ts): the key, its scopes, its company. */
  apiKey?: ApiKeyIdentity;
}

/** What a request's principal is read from: the user's row and their company's name (users joined with companies). */
export const principalColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  isActive: users.isActive,
  companyName: companies.name,
};

/** The read of a token's request: the user's row by its primary key, the company's name by its. */
export function principalRowQuery(db: Database, userId: string) {
  return db.select(principalColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, userId));
}

type PrincipalRow = Awaited<ReturnType<typeof principalRowQuery>>[number];

/** A user's row as a principal; `inactive` when the account is deactivated. */
export function principalFromRow(userId: string, row: PrincipalRow, proof: { via: Principal['via']; emailVerified: boolean }): Principal | 'inactive' {
  if (!row.isActive) return 'inactive';
  return {
    userId,
    email: row.email,
    emailVerified: proof.emailVerified,
    roles: row.roles.filter(isRole),
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    uniqueName: '',
    companyName: row.companyName ?? '',
    via: proof.via,
  };
}

/** The user's row as a principal; null when the application has no such user, `inactive` when it is deactivated. */
export async function principalOf(db: Database, userId: string, proof: { via: Principal['via']; emailVerified: boolean }): Promise<Principal | 'inactive' | null> {
  const [row] = await principalRowQuery(db, userId);
  return row ? principalFromRow(userId, row, proof) : null;
}

/**
 * The principal of a verified token's user, read from the application; a user it doesn't know yet is registered
 * first with what the token says, as a Customer (the identity provider's claims call normally did it already).
 * A known user costs the one read, no write.
 */
export async function principalOfToken(db: Database, user: SignedInUser, via: Principal['via']): Promise<Principal | 'inactive'> {
  const proof = { via, emailVerified: user.emailVerified };
  const known = await principalOf(db, user.userId, proof);
  if (known) return known;
  await db
    .insert(users)
    .values({ id: user.userId, email: user.email.toLowerCase(), firstName: user.firstName, lastName: user.lastName })
    .onConflictDoNothing();
  return (await principalOf(db, user.userId, proof))!;
}
