import { sql } from 'drizzle-orm';
import demoUsers from '../../auth/demo-users.json';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';

/**
 * The demo users of every role (README), only when the embedded identity provider is in use: their
 * credentials live in the provider's directory, their roles and companies here, keyed by object id.
 */
export async function seedDemoUsers(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const names = [...new Set(demoUsers.map((user) => user.company).filter((name): name is string => Boolean(name)))];
    if (names.length) await tx.insert(companies).values(names.map((name) => ({ name }))).onConflictDoNothing();
    const companyIds = new Map((await tx.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.name, c.id]));
    await tx
      .insert(users)
      .values(
        demoUsers.map((user) => ({
          id: user.oid,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          roles: user.roles,
          companyId: user.company ? (companyIds.get(user.company) ?? null) : null,
        })),
      )
      .onConflictDoUpdate({ target: users.id, set: { roles: sql`excluded.roles`, companyId: sql`excluded.company_id` } });
  });
}
