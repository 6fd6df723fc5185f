/**
 * [E1] The webhook worker of a server process: a round whenever a transaction that made deliveries due commits, on
 * this instance or another one on the same database (a notification on WEBHOOK_WAKE_CHANNEL, sent at the commit), and
 * a round every few seconds besides (retries whose backoff ran out, a notification lost with a connection); once an
 * hour it also prunes the delivered events past their retention.
 * Started once per server process (instrumentation.ts). Rounds never overlap in a process; across instances the
 * endpoint claims keep them apart (deliver-webhooks.ts).
 */
import { sql } from 'drizzle-orm';
import { connection, getDb, type Database } from '../db/client';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { deliverDueWebhooks } from './deliver-webhooks';
import { pruneWebhookOutbox } from './prune-webhook-outbox';

export const WEBHOOK_POLL_INTERVAL_MS = 3_000;
/** The channel of the notifications that wake the workers of every instance. */
export const WEBHOOK_WAKE_CHANNEL = 'navlun_webhook_deliveries';

/** How often a process prunes what the outbox has kept long enough (prune-webhook-outbox.ts). */
const PRUNE_EVERY_MS = 60 * 60_000;

interface WorkerState {
  running: boolean;
  again: boolean;
  prunedAt: number;
  /** While the worker runs: its listening (null until it is set up, e.g. while the database can't be reached). */
  listening: Promise<() => Promise<void>> | null;
  started: boolean;
}
const holder = globalThis as typeof globalThis & { __navlunWebhookWorker?: WorkerState };
const state = (holder.__navlunWebhookWorker ??= { running: false, again: false, prunedAt: 0, listening: null, started: false });

/**
 * Wakes every instance's worker when the calling transaction commits: called inside the transaction that made
 * deliveries due (an event written, an endpoint turned back on, a redelivery). A notification is sent at the commit
 * and dropped with a rollback, so no round looks for rows before they can be seen.
 */
export async function wakeWebhookWorkersAtCommit(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_WAKE_CHANNEL}, '')`);
}

/** Listens for the wake-ups, unless it already does; a failure is logged and tried again at the next round. */
function listenForWakeUps(): void {
  if (!state.started || state.listening) return;
  const listening = connection().then((open) => open.listen(WEBHOOK_WAKE_CHANNEL, () => void round()));
  state.listening = listening;
  listening.catch((error: unknown) => {
    log.warn({ err: error }, 'webhook wake-ups not heard (rounds every few seconds meanwhile)');
    if (state.listening === listening) state.listening = null;
  });
}

/** One round, unless one is running (then another right after it). Failures are logged; the next round retries. */
async function round(): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  listenForWakeUps();
  try {
    const db = await getDb();
    do {
      state.again = false;
      const { delivered, failed } = await deliverDueWebhooks(db);
      if (delivered || failed) log.info({ delivered, failed }, 'webhooks delivered');
    } while (state.again);
    if (Date.now() - state.prunedAt >= PRUNE_EVERY_MS) {
      state.prunedAt = Date.now();
      const pruned = await pruneWebhookOutbox(db);
      if (pruned) log.info({ pruned }, 'webhook events past their retention deleted');
    }
  } catch (error) {
    log.warn({ err: error }, 'webhook round failed (retried)');
  } finally {
    state.running = false;
  }
}

/**
 * Starts the worker in this process (once): rounds on wake-ups and every `pollMs`. Answers a stop function, which
 * resolves once the listening has ended.
 */
export function startWebhookWorker(pollMs = WEBHOOK_POLL_INTERVAL_MS): () => Promise<void> {
  state.started = true;
  listenForWakeUps();
  const stopPolling = startPeriodicJob('webhook delivery', pollMs, round);
  return async () => {
    state.started = false;
    stopPolling();
    const listening = state.listening;
    state.listening = null;
    await listening?.then((stop) => stop()).catch(() => undefined);
  };
}
