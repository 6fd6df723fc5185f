import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '../../domain/webhooks';
import type { WebhookEventData } from '../../schemas/webhook';
import type { Database } from '../db/client';
import { counted, writeInOneStatement, type Write } from '../db/one-statement';
import { WEBHOOK_WAKE_CHANNEL } from './webhook-worker';

/** A new `webhook-id`: `msg_` and 128 random bits in hex. */
export const newWebhookEventId = () => `msg_${randomBytes(16).toString('hex')}`;

/** An event of a change, before it is written: the company it is about, its type and payload data. */
export interface WebhookEventInput<T extends WebhookEventType = WebhookEventType> {
  companyId: number | null;
  type: T;
  data: WebhookEventData[T];
  at?: Date;
}

/**
 * [E1] The outbox's writes, for the statement of the changes the events report (so each event exists exactly when
 * its change does): each event with an endpoint of its company subscribed to its type (active ones, and ones disabled
 * for failing: their events wait for them to be turned back on; an endpoint its company turned off gets none) is
 * stored once, with a pending delivery for each such endpoint, in the events' order. `wake` is a column for the
 * statement's result that wakes every instance's worker at the commit when deliveries were written
 * (deliver-webhooks.ts). One set of events per statement (its writes have fixed names).
 */
export function webhookEventWrites(events: readonly WebhookEventInput[]): { writes: Write[]; wake: SQL } {
  const rows = events.flatMap((event, seq) => {
    if (event.companyId === null) return [];
    const at = event.at ?? new Date();
    return [{ seq, id: newWebhookEventId(), company_id: event.companyId, type: event.type, payload: { type: event.type, timestamp: at.toISOString(), version: WEBHOOK_PAYLOAD_VERSION, data: event.data }, created_at: at.toISOString() }];
  });
  if (rows.length === 0) return { writes: [], wake: sql`0 as woken` };
  return {
    writes: [
      {
        name: 'webhook_targets',
        sql: sql`select e.seq, e.id, e.company_id, e.type, e.payload, e.created_at, w.id as endpoint_id
          from ${counted(sql`json_to_recordset(${JSON.stringify(rows)}::json) as e(seq int, id varchar, company_id int, type varchar, payload jsonb, created_at timestamptz)`, rows.length)} as e
          join webhook_endpoints w on w.company_id = e.company_id and (w.status = 'active' or w.disabled_reason = 'failing') and w.event_types @> jsonb_build_array(e.type)`,
      },
      {
        name: 'webhook_written',
        sql: sql`insert into webhook_events (id, company_id, type, payload, created_at)
          select distinct on (id) id, company_id, type, payload, created_at from webhook_targets order by id returning id`,
      },
      {
        name: 'webhook_queued',
        sql: sql`insert into webhook_deliveries (event_id, endpoint_id, created_at, next_attempt_at)
          select t.id, t.endpoint_id, t.created_at, t.created_at from webhook_targets t join webhook_written w on w.id = t.id order by t.seq, t.endpoint_id returning event_id`,
      },
    ],
    // A notification is sent at the commit and dropped with a rollback, so no worker looks for rows before they can be seen.
    wake: sql`(select count(*)::int from (select pg_notify(${WEBHOOK_WAKE_CHANNEL}, '') from (select 1 from webhook_queued limit 1) queued) sent) as woken`,
  };
}

/** One event of a change, written in a statement of its own inside the change's transaction: its id, or null when nobody is subscribed. */
export async function emitWebhookEvent<T extends WebhookEventType>(tx: Pick<Database, 'execute'>, event: WebhookEventInput<T>): Promise<string | null> {
  const { writes, wake } = webhookEventWrites([event as WebhookEventInput]);
  const row = await writeInOneStatement<{ written: string[] | null }>(tx, writes, sql`${wake}, (select json_agg(id) from webhook_written) as written`);
  return row?.written?.[0] ?? null;
}
