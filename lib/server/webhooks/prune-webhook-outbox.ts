import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** How long a delivered event stays in the outbox and its delivery log. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;

/**
 * [E1] Deletes the events older than WEBHOOK_LOG_RETENTION_DAYS that every endpoint has received, with their
 * deliveries and attempts (cascade): the outbox and the delivery log keep a month. An event still pending or given up
 * for some endpoint stays, whatever its age. Answers how many events went.
 */
export async function pruneWebhookOutbox(db: Pick<Database, 'execute'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.execute(sql`
    delete from webhook_events e
    where e.created_at < ${before}::timestamptz
      and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status <> 'delivered')`);
  return (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ?? (result as { rowCount?: number | null }).rowCount ?? 0;
}
