import { sql } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { openRequestStatuses } from '../../domain/request-state';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { log } from '../log';

/** How often one process sweeps for stale requests when the list asks (a sweep is one indexed query). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * The clock's transition: every open request whose live offers have all passed their last valid day
 * (lib/domain/request-state.ts `isStaleRequest`, as SQL) becomes expired, each with its audit row (no
 * actor: the system), in one transaction. Rows another transaction holds are skipped (SKIP LOCKED) and
 * caught by the next sweep, so instances sweeping at once never expire a request twice.
 */
export async function expireStaleRequests(db: Database, now = new Date()): Promise<number[]> {
  const today = istanbulDay(now);
  const open = sql.join(
    openRequestStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with stale as (
        select d.id, d.status
        from requests d
        where d.status in (${open})
          and exists (select 1 from request_offers o where o.request_id = d.id and not o.withdrawn)
          and not exists (select 1 from request_offers o where o.request_id = d.id and not o.withdrawn and o.valid_until >= ${today}::date)
        order by d.id
        for update of d skip locked
      )
      update requests d
      set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
      from stale
      where d.id = stale.id
      returning d.id as id, stale.status as before
    `)) as unknown as { rows: { id: number; before: string }[] };
    const expired = result.rows.map((row) => ({ id: Number(row.id), before: row.before }));
    if (expired.length > 0) {
      await tx.insert(auditLog).values(
        expired.map((row) => ({
          actorId: null,
          action: 'request.expire',
          entity: 'request',
          entityId: String(row.id),
          before: { status: row.before },
          after: { status: 'expired', actor: 'system' },
          createdAt: now,
        })),
      );
    }
    return expired.map((row) => row.id).sort((a, b) => a - b);
  });
}

const sweep = globalThis as typeof globalThis & { __navlunExpirySweep?: { at: number; running: Promise<unknown> | null } };

/**
 * Runs expireStaleRequests at most once per EXPIRY_SWEEP_INTERVAL_MS in this process (the request list
 * calls it first, so nobody sees a quoted request whose offers have all lapsed for more than a minute).
 * A failed sweep is logged and retried by the next list; it never fails the list itself.
 */
export async function sweepStaleRequests(db: Database, now = new Date()): Promise<void> {
  const state = (sweep.__navlunExpirySweep ??= { at: 0, running: null });
  if (state.running) return void (await state.running);
  if (now.getTime() - state.at < EXPIRY_SWEEP_INTERVAL_MS) return;
  state.at = now.getTime();
  state.running = expireStaleRequests(db, now)
    .catch((error: unknown) => {
      log.warn({ err: error }, 'stale request sweep failed');
      state.at = 0;
    })
    .finally(() => {
      state.running = null;
    });
  await state.running;
}
