/** Opens (and migrates) the database when the server starts, so the first request doesn't wait for it. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { connection } = await import('./lib/server/db/client');
    await connection();
    // [M5] Pages of content whose scheduled publishAt has come are revalidated every minute (production servers only).
    if (process.env.NODE_ENV === 'production') (await import('./lib/server/content/scheduled-publish-sweep')).startScheduledPublishSweep();
  }
}
