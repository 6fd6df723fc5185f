/**
 * [E1] The tracking-alert sweep: every five minutes it queues the free-time warnings that fell due
 * (free-time-alerts.ts) and mails every pending alert (deliver-alerts.ts), which also retries alerts whose mail failed
 * after their event's commit. Started once per server process (instrumentation.ts), never during the build. Safe on
 * several instances: an alert is one unique row, and sending claims it first.
 */
import { getDb, type Database } from '../db/client';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { deliverTrackingAlerts } from './deliver-alerts';
import { queueFreeTimeAlerts } from './free-time-alerts';

export const ALERT_SWEEP_INTERVAL_MS = 5 * 60_000;

/** One round: queue what fell due, mail what is pending. Answers both counts. */
export async function sweepTrackingAlerts(db: Database, now = new Date()): Promise<{ queued: number; sent: number }> {
  const queued = await queueFreeTimeAlerts(db, now);
  const sent = await deliverTrackingAlerts(db, { now });
  if (queued || sent) log.info({ queued, sent }, 'tracking alerts swept');
  return { queued, sent };
}

/** Starts the sweep in this process (once; later calls do nothing). Answers a stop function. */
export function startTrackingAlertSweep(): () => void {
  return startPeriodicJob('tracking alert sweep', ALERT_SWEEP_INTERVAL_MS, async () => sweepTrackingAlerts(await getDb()));
}
