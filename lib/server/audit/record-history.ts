import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jsonRows, jsonTimestamp } from '../db/json-subquery';
import { auditLog } from '../db/schema';

/** An audit entry as json_agg writes it. */
interface HistoryJson {
  created_at: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  at: string;
  action: string;
  from: string | null;
  to: string | null;
}

const stateOf = (value: unknown): string | null => {
  const status = (value as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : null;
};

/** A record's status history from the audit log, oldest first, as a JSON column of the record's own statement. */
export function recordHistoryColumn(db: Pick<Database, 'select'>, entity: 'request' | 'reservation', id: number) {
  return jsonRows<HistoryJson>(
    db
      .select({ id: auditLog.id, createdAt: auditLog.createdAt, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))),
    sql`row_data.id`,
  );
}

/** An entry of recordHistoryColumn: when, what, and the status it moved from and to. */
export const historyEntry = (entry: HistoryJson): HistoryEntry => ({ at: jsonTimestamp(entry.created_at), action: entry.action, from: stateOf(entry.before), to: stateOf(entry.after) });
