import type { AuditEntryRow } from '../../schemas/audit';
import { auditLog, users } from '../db/schema';

/** The columns an audit entry is read with (the actor left-joined from users), explicitly. */
export const auditColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  requestId: auditLog.requestId,
  createdAt: auditLog.createdAt,
};

export function toAuditEntry(row: {
  id: number;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: Date;
}): AuditEntryRow {
  const name = `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim();
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: name || null,
    actorEmail: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  };
}
