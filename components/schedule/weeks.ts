import { nextIsoWeeks, parseIsoWeek } from '@/lib/domain/iso-week';

/** The week number of 2026-W49 (49). */
export const weekNumber = (week: string) => parseIsoWeek(week)?.week ?? 0;

/** The weeks the search offers: the current one and the eleven after it, from a day (YYYY-MM-DD). */
export const weekOptions = (today: string) => nextIsoWeeks(new Date(`${today}T12:00:00+03:00`), 12);
