import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuditListRequest, AuditPage } from '../../schemas/audit';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import { foldedText, sqlFold, withinIstanbulDays } from '../db/list-filters';
import { auditColumns, toAuditEntry } from './audit-row';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * One page of the audit log, newest first (by id, which follows the insertion time: the primary key
 * index serves the unfiltered page). The caller is a verified Admin (lib/server/admin/admin-actor.ts).
 */
export async function listAudit(db: Database, request: AuditListRequest): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (request.actor) {
    const { like } = foldedText(request.actor);
    const matching = db
      .select({ id: users.id })
      .from(users)
      .where(or(like(sqlFold(sql`${users.email}`)), like(sqlFold(sql`${users.firstName} || ' ' || ${users.lastName}`))));
    conditions.push(or(eq(auditLog.actorId, request.actor), sql`${auditLog.actorId} in ${matching}`) as SQL);
  }
  if (request.entity) conditions.push(eq(auditLog.entity, request.entity));
  if (request.entityId) conditions.push(eq(auditLog.entityId, request.entityId));
  if (request.action) {
    conditions.push(request.action.endsWith('.') ? sql`${auditLog.action} like ${`${likeEscape(request.action)}%`} escape '\\'` : eq(auditLog.action, request.action));
  }
  conditions.push(...withinIstanbulDays(auditLog.createdAt, request.from, request.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(auditColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(toAuditEntry), totalCount: total?.value ?? 0, pageNumber: request.pageNumber, pageSize: request.pageSize };
}

/** The entities and actions the log holds, for the filter pickers. */
export async function auditFacets(db: Database): Promise<{ entities: string[]; actions: string[] }> {
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { entities: entities.map((row) => row.value), actions: actions.map((row) => row.value) };
}
