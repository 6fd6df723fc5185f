import { and, desc, eq } from 'drizzle-orm';
import type { UserAuditTrail } from '../../schemas/admin-users';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import { auditColumns, toAuditEntry } from '../audit/audit-row';

/** How many entries of each side the trail shows (the audit log page pages through the rest). */
export const AUDIT_TRAIL_LIMIT = 50;

/**
 * A user's audit entries, newest first: what they did (actor, served by the (actor_id, created_at)
 * index) and what was done to them (entity 'user', served by the (entity, entity_id) index).
 */
export async function getUserAuditTrail(db: Database, userId: string): Promise<UserAuditTrail> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('admin.users.notFound');
  const [asActor, asSubject] = await Promise.all([
    db.select(auditColumns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(eq(auditLog.actorId, userId)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(AUDIT_TRAIL_LIMIT),
    db
      .select(auditColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)))
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_TRAIL_LIMIT),
  ]);
  return { asActor: asActor.map(toAuditEntry), asSubject: asSubject.map(toAuditEntry) };
}
