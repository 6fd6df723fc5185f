/**
 * [E1] The webhook worker of a server process: a round whenever a transaction that made deliveries due commits, on
 * this instance or another one on the same database (a notification on WEBHOOK_WAKE_CHANNEL, sent at the commit), and
 * a round every few seconds besides (retries whose backoff ran out, a notification lost with a connection); once an
 * hour it also prunes the delivered events past their retention.
 * Started once per server process (instrumentation.ts). Rounds never overlap in a process; across instances the
 * endpoint claims keep them apart (deliver-webhooks.ts).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connection, getDb, type Database, type LastingSession } from '../db/client';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { deliverDueWebhooks, WORKER_ALIVE_LOCK } from './deliver-webhooks';
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
  /**
   * While the worker runs: its lasting session (deliveries' wake-ups heard, its alive lock held); null until it is set
   * up, e.g. while the database can't be reached.
   */
  session: Promise<LastingSession> | null;
  started: boolean;
  /** This process's worker key: the second key of its alive lock, and the holder its leases name. */
  key: number;
}
const holder = globalThis as typeof globalThis & { __navlunWebhookWorker?: WorkerState };
const state = (holder.__navlunWebhookWorker ??= { running: false, again: false, prunedAt: 0, session: null, started: false, key: randomInt(1, 2 ** 31 - 1) });

/**
 * Wakes every instance's worker when the calling transaction commits: called inside the transaction that made
 * deliveries due (an event written, an endpoint turned back on, a redelivery). A notification is sent at the commit
 * and dropped with a rollback, so no round looks for rows before they can be seen.
 */
export async function wakeWebhookWorkersAtCommit(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_WAKE_CHANNEL}, '')`);
}

/**
 * Opens the worker's lasting session, unless it has one: it hears the wake-ups and holds the worker's alive lock (a
 * try, which never waits: two processes drawing the same key is a chance of one in two billion). A failure is logged
 * and tried again at the next round.
 */
function openSession(): void {
  if (!state.started || state.session) return;
  const session = connection().then((open) =>
    open.lastingSession({ channel: WEBHOOK_WAKE_CHANNEL, onNotify: () => void round(), setup: [`select pg_try_advisory_lock(${WORKER_ALIVE_LOCK}, ${state.key})`] }),
  );
  state.session = session;
  session.catch((error: unknown) => {
    log.warn({ err: error }, 'webhook wake-ups not heard (rounds every few seconds meanwhile)');
    if (state.session === session) state.session = null;
  });
}

/** The key the round's leases name: this worker's while its session (and so its alive lock) is up. */
async function leaseHolder(): Promise<number | undefined> {
  const session = await state.session?.catch(() => null);
  return session?.connected() ? state.key : undefined;
}

/** One round, unless one is running (then another right after it). Failures are logged; the next round retries. */
async function round(): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  openSession();
  try {
    const db = await getDb();
    do {
      state.again = false;
      const { delivered, failed } = await deliverDueWebhooks(db, { holder: await leaseHolder() });
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
 * resolves once its session has ended.
 */
export function startWebhookWorker(pollMs = WEBHOOK_POLL_INTERVAL_MS): () => Promise<void> {
  state.started = true;
  openSession();
  const stopPolling = startPeriodicJob('webhook delivery', pollMs, round);
  return async () => {
    state.started = false;
    stopPolling();
    const session = state.session;
    state.session = null;
    await session?.then((open) => open.stop()).catch(() => undefined);
  };
}
