import { currentApiKeyId } from './api-keys/call-context';
import type { Database } from './db/client';
import { auditLog } from './db/schema';

type Executor = Pick<Database, 'insert'>;

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  requestId?: string;
  /** The API key the change was made with; by default the key of the call being handled (lib/server/api-keys/call-context.ts). */
  apiKeyId?: number | null;
}

/** Audit rows as the table takes them; the API key by default the one of the call being handled. */
export function auditRows(entries: readonly AuditEntry[]): Array<typeof auditLog.$inferInsert> {
  const apiKeyId = currentApiKeyId();
  return entries.map((entry) => ({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    apiKeyId: entry.apiKeyId ?? apiKeyId,
  }));
}

/** Writes one audit row; call it with the transaction that makes the change. */
export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values(auditRows([entry]));
}
