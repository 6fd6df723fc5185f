import { eq } from 'drizzle-orm';
import { notificationPreferencesOf } from '../../schemas/profile';
import type { Profile } from '../../schemas/session';
import type { Principal } from '../auth/authenticate';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';

/**
 * The signed-in user's profile: the token's identity plus what the application holds about them. The
 * names are the application's (edit-profile changes them before the next token does); the company too.
 */
export async function getProfile(db: Database, principal: Principal): Promise<Profile> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      registrationChannel: users.registrationChannel,
      isActive: users.isActive,
      createdAt: users.createdAt,
      phone: users.phone,
      preferredLanguage: users.preferredLanguage,
      notificationPreferences: users.notificationPreferences,
      lastSignInAt: users.lastSignInAt,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, principal.userId));
  const { via: _via, ...user } = principal;
  const firstName = row?.firstName || user.firstName;
  const lastName = row?.lastName || user.lastName;
  return {
    ...user,
    firstName,
    lastName,
    fullName: row ? `${firstName} ${lastName}`.trim() || user.fullName : user.fullName,
    companyName: row?.companyName ?? '',
    registrationChannel: row?.registrationChannel ?? null,
    isActive: row?.isActive ?? true,
    memberSince: (row?.createdAt ?? new Date()).toISOString(),
    phone: row?.phone ?? null,
    preferredLanguage: row?.preferredLanguage === 'en' ? 'en' : 'tr',
    notificationPreferences: notificationPreferencesOf(row?.notificationPreferences),
    lastSignInAt: row?.lastSignInAt?.toISOString() ?? null,
  };
}
