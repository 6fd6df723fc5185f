import { eq, sql } from 'drizzle-orm';
import type { IdentityClaims, IdentityClaimsRequest } from '../../schemas/session';
import { isRole } from '../../auth/roles';
import { ApiError } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';

/**
 * The identity provider's claims call: registers a user on first sign-in (as a Customer), refreshes
 * the email (and names the application lacks), and answers what the application owns: roles and
 * company. It never changes a membership: an invitation is accepted only on its link's page
 * (lib/server/company/accept-invitation.ts).
 */
export async function registerIdentityUser(db: Database, input: IdentityClaimsRequest): Promise<IdentityClaims> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ id: input.objectId, email: input.email.toLowerCase(), firstName: input.givenName, lastName: input.surname })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) await writeAudit(tx, { actorId: input.objectId, action: 'user.register', entity: 'user', entityId: input.objectId, after: { email: input.email, policy: input.policy } });
    const [user] = await tx
      .update(users)
      // Names the user edited in the application (edit-profile) win; the provider's fill empty ones.
      .set({
        email: input.email.toLowerCase(),
        firstName: sql`coalesce(nullif(${users.firstName}, ''), ${input.givenName})`,
        lastName: sql`coalesce(nullif(${users.lastName}, ''), ${input.surname})`,
        lastSignInAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, input.objectId))
      .returning({ roles: users.roles, isActive: users.isActive, companyId: users.companyId });
    if (!user?.isActive) throw new ApiError(403, 'account.deactivated');
    const [company] = user.companyId ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId)) : [];
    return { roles: user.roles.filter(isRole), companyName: company?.name ?? null };
  });
}
