/**
 * [M5] Where an entry stands for the public, from its status and publishAt at a moment: a draft, a
 * published entry whose publishAt is still ahead (scheduled), or public (published). Pure; the list's
 * state filter is the same rule in SQL (list-entries.ts).
 */
import type { ContentState } from '../../../schemas/content-admin';

export function entryState(entry: { status: string; publishAt: Date | string | null }, now: Date = new Date()): ContentState {
  if (entry.status !== 'published') return 'draft';
  if (entry.publishAt !== null && new Date(entry.publishAt).getTime() > now.getTime()) return 'scheduled';
  return 'published';
}
