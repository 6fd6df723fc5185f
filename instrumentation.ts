/**
 * The database's start step (open, migrate, seed) when Next starts: under `next dev`, where nothing else runs it.
 * scripts/server.mjs runs the same step (one seeding per process: lib/server/db/start.ts) and waits for it before it
 * listens. A failure is logged, not thrown: Next would keep a failed hook and fail every later page with it, also once
 * the database is back.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const [{ startDatabase }, { log }] = await Promise.all([import('./lib/server/db/start'), import('./lib/server/log')]);
    await startDatabase().catch((error: unknown) => log.error({ err: error }, 'the database start step failed'));
    // [M5] Pages of content whose scheduled publishAt has come are revalidated every minute (production servers only).
    if (process.env.NODE_ENV === 'production') (await import('./lib/server/content/scheduled-publish-sweep')).startScheduledPublishSweep();
    // [E1] Tracking alerts: free-time warnings that fell due, and alert mails to send or retry, every five minutes.
    if (process.env.NODE_ENV === 'production') (await import('./lib/server/tracking-alerts/alert-sweep')).startTrackingAlertSweep();
    // [E1] Webhooks: events written by this or another instance are delivered, and failed ones retried.
    (await import('./lib/server/webhooks/webhook-worker')).startWebhookWorker();
  }
}
