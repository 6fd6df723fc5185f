/**
 * [M5] Scheduled publishing: which entries became public in a time window. A published entry whose
 * publishAt falls in (since, now] turned public during it, so its pages must be regenerated. Pure.
 */
export interface ScheduledFacts {
  status: string;
  publishAt: Date | string | null;
}

export function isDue(entry: ScheduledFacts, since: Date, now: Date): boolean {
  if (entry.status !== 'published' || entry.publishAt === null) return false;
  const at = new Date(entry.publishAt).getTime();
  return at > since.getTime() && at <= now.getTime();
}

export function dueEntries<T extends ScheduledFacts>(entries: readonly T[], since: Date, now: Date): T[] {
  return entries.filter((entry) => isDue(entry, since, now));
}
