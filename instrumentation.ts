/** The database's start step (open, migrate, seed) when the server starts, before it takes its first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await (await import('./lib/server/db/start')).startDatabase();
    // [M5] Pages of content whose scheduled publishAt has come are revalidated every minute (production servers only).
    if (process.env.NODE_ENV === 'production') (await import('./lib/server/content/scheduled-publish-sweep')).startScheduledPublishSweep();
  }
}
