import { eq } from 'drizzle-orm';
import type { Profile } from '../../schemas/session';
import type { Principal } from '../auth/authenticate';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';

/** The signed-in user's profile: the token's identity plus what the application holds about them. */
export async function getProfile(db: Database, principal: Principal): Promise<Profile> {
  const [row] = await db
    .select({ registrationChannel: users.registrationChannel, isActive: users.isActive, createdAt: users.createdAt, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, principal.userId));
  const { via: _via, ...user } = principal;
  return {
    ...user,
    companyName: row?.companyName ?? '',
    registrationChannel: row?.registrationChannel ?? null,
    isActive: row?.isActive ?? true,
    memberSince: (row?.createdAt ?? new Date()).toISOString(),
  };
}
