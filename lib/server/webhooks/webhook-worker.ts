/**
 * [E1] The webhook worker of a server process: a round every few seconds (retries whose backoff ran out, events other
 * instances wrote), and one soon after this process writes an event (the emitting transaction commits first); once an
 * hour it also prunes the delivered events past their retention.
 * Started once per server process (instrumentation.ts). Rounds never overlap in a process; across instances the
 * endpoint claims keep them apart (deliver-webhooks.ts).
 */
import { getDb } from '../db/client';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { deliverDueWebhooks } from './deliver-webhooks';
import { pruneWebhookOutbox } from './prune-webhook-outbox';

export const WEBHOOK_POLL_INTERVAL_MS = 3_000;
/** After an event is written: time for its transaction to commit before the round looks for it. */
const WAKE_DELAY_MS = 50;

/** How often a process prunes what the outbox has kept long enough (prune-webhook-outbox.ts). */
const PRUNE_EVERY_MS = 60 * 60_000;

const holder = globalThis as typeof globalThis & { __navlunWebhookWorker?: { running: boolean; again: boolean; started: boolean; prunedAt: number } };
const state = (holder.__navlunWebhookWorker ??= { running: false, again: false, started: false, prunedAt: 0 });

/** One round, unless one is running (then another right after it). Failures are logged; the next round retries. */
async function round(): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
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

/** Starts the worker in this process (once). Answers a stop function. */
export function startWebhookWorker(): () => void {
  state.started = true;
  const stop = startPeriodicJob('webhook delivery', WEBHOOK_POLL_INTERVAL_MS, round);
  return () => {
    state.started = false;
    stop();
  };
}

/** Called when an event was written: a round soon, in a process whose worker runs (tests drive rounds themselves). */
export function wakeWebhookDelivery(): void {
  if (state.started) setTimeout(() => void round(), WAKE_DELAY_MS).unref();
}
