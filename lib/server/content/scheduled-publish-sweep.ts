/**
 * [M5] The scheduled-publishing sweep: a published entry with a future publishAt becomes public when
 * the time comes (the public queries compare publish_at with now), but its static pages were built
 * without it. Every minute this finds the entries whose publishAt fell since the last sweep and
 * revalidates their pages. Started once per server process (instrumentation.ts), never during the
 * build; the last sweep time is kept in memory, and a start looks back ten minutes, so a restart
 * doesn't miss what fell due while the server was down for a short time.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import { getDb, type Database } from '../db/client';
import { contentEntries } from '../db/schema';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { dueEntries } from './admin/due-publications';
import { entryPagePaths, revalidatePages } from './revalidate-pages';

export const PUBLISH_SWEEP_INTERVAL_MS = 60_000;
export const PUBLISH_SWEEP_LOOKBACK_MS = 10 * 60_000;

/** Revalidates the pages of the entries that became public in (since, now]; answers the paths. */
export async function sweepScheduledPublications(db: Database, since: Date, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: contentEntries.id, kind: contentEntries.kind, slugTr: contentEntries.slugTr, slugEn: contentEntries.slugEn, status: contentEntries.status, publishAt: contentEntries.publishAt, category: contentEntries.category, tags: contentEntries.tags })
    .from(contentEntries)
    .where(and(eq(contentEntries.status, 'published'), gt(contentEntries.publishAt, since), lte(contentEntries.publishAt, now)));
  const due = dueEntries(rows, since, now);
  if (due.length === 0) return [];
  const paths = [...new Set(due.flatMap(entryPagePaths))];
  log.info({ entries: due.map((entry) => entry.id), paths: paths.length }, 'scheduled content became public');
  await revalidatePages(paths);
  return paths;
}

/** Starts the sweep in this process (once; later calls do nothing). Answers a stop function. */
export function startScheduledPublishSweep(): () => void {
  let since = new Date(Date.now() - PUBLISH_SWEEP_LOOKBACK_MS);
  return startPeriodicJob('scheduled publishing sweep', PUBLISH_SWEEP_INTERVAL_MS, async () => {
    const now = new Date();
    await sweepScheduledPublications(await getDb(), since, now);
    since = now;
  });
}
