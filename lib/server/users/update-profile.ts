import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { notificationPreferencesOf, type AccountSettings, type updateProfileBody } from '../../schemas/profile';
import type { Principal } from '../auth/authenticate';
import { notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { requestViewer } from '../requests/request-scope';

type Body = z.output<typeof updateProfileBody>;

const columns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  preferredLanguage: users.preferredLanguage,
  notificationPreferences: users.notificationPreferences,
};

type Row = { firstName: string; lastName: string; email: string; phone: string | null; preferredLanguage: string; notificationPreferences: Record<string, boolean> };

const toSettings = (row: Row): AccountSettings => ({ ...row, preferredLanguage: row.preferredLanguage === 'en' ? 'en' : 'tr', notificationPreferences: notificationPreferencesOf(row.notificationPreferences) });

/**
 * edit-profile: the caller's own names, phone (E.164), email language and notification choices, on
 * their own row only (the id comes from the verified token, never the body). Audited with before/after.
 */
export async function updateProfile(db: Database, principal: Principal, body: Body, requestId?: string): Promise<AccountSettings> {
  const viewer = await requestViewer(db, principal);
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(users).where(eq(users.id, viewer.userId)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(users)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(users.id, viewer.userId))
      .returning(columns);
    if (!after) throw notFound();
    const { email: _email, ...beforeFields } = before;
    await writeAudit(tx, { actorId: viewer.userId, action: 'user.updateProfile', entity: 'user', entityId: viewer.userId, before: beforeFields, after: body, requestId });
    return toSettings(after);
  });
}
