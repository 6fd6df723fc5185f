import { addDays, istanbulDay } from '../../domain/business-date';
import { isoWeekAt, isoWeekRange, WEEKS_AHEAD, WEEKS_BACK, weeksBetween } from '../../domain/iso-week';
import type { FieldError } from '../../schemas/errors';
import type { VoyageSearchAnswer, VoyageSearchQuery } from '../../schemas/voyage';
import { badRequest } from '../api/errors';
import type { Database } from '../db/client';
import { knownLocations } from '../freight/known-locations';
import { searchVoyages } from './search-voyages';

/** Days searched without a week: the next four weeks from today. */
export const DEFAULT_SEARCH_DAYS = 28;

/**
 * GET /api/Voyage/Search: checks what the schema can't (ports are known sea ports, the week lies from
 * two weeks back to twelve ahead of the current one in Istanbul), then searches. All problems come
 * back together as one 400.
 */
export async function searchSchedule(db: Database, query: VoyageSearchQuery, now = new Date()): Promise<VoyageSearchAnswer> {
  const errors: FieldError[] = [];
  const locations = await knownLocations(db);
  for (const field of ['pol', 'pod'] as const) {
    const code = query[field];
    if (code && locations.get(code)?.kind !== 'port') errors.push({ field, code: 'schedule.port.unknown' });
  }
  let range: { from: string; to: string };
  if (query.week) {
    const current = isoWeekAt(now);
    let distance: number | null = null;
    try {
      distance = weeksBetween(current, query.week);
    } catch {
      errors.push({ field: 'week', code: 'schedule.week.invalid' });
    }
    if (distance !== null && (distance < -WEEKS_BACK || distance > WEEKS_AHEAD))
      errors.push({ field: 'week', code: 'schedule.week.outOfRange', params: { back: WEEKS_BACK, ahead: WEEKS_AHEAD } });
    range = distance === null ? { from: '', to: '' } : isoWeekRange(query.week);
  } else {
    const today = istanbulDay(now);
    range = { from: today, to: addDays(today, DEFAULT_SEARCH_DAYS - 1) };
  }
  if (errors.length > 0) throw badRequest('errors.validation', errors);
  const page = await searchVoyages(
    { pols: query.pol ? [query.pol] : undefined, pods: query.pod ? [query.pod] : undefined, carrier: query.carrier, from: range.from, to: range.to, page: query.page, pageSize: query.pageSize },
    db,
  );
  return { ...page, ...range };
}
