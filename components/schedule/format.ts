import { nextIsoWeeks, parseIsoWeek } from '@/lib/domain/iso-week';
import { regionalLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/**
 * Dates of the ship program as people read them: instants in Türkiye time (the same text on the server
 * and in any browser, so a static page hydrates without a mismatch), days as calendar days.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, kind: 'dateTime' | 'date' | 'day' | 'dayYear'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let found = cache.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'dateTime'
        ? { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'date'
          ? { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'short', year: 'numeric' }
          : kind === 'day'
            ? { timeZone: 'UTC', day: 'numeric', month: 'short' }
            : { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' };
    found = new Intl.DateTimeFormat(regionalLocale[locale], options);
    cache.set(key, found);
  }
  return found;
}

/** 28 Nov, 14:00 */
export const formatDateTime = (iso: string, locale: Locale) => formatter(locale, 'dateTime').format(new Date(iso));
/** 28 Nov 2026 */
export const formatDate = (iso: string, locale: Locale) => formatter(locale, 'date').format(new Date(iso));

/** 30 Nov – 6 Dec 2026 for two calendar days. */
export function formatDayRange(from: string, to: string, locale: Locale): string {
  return `${formatter(locale, 'day').format(new Date(`${from}T00:00:00Z`))} – ${formatter(locale, 'dayYear').format(new Date(`${to}T00:00:00Z`))}`;
}

/** 30 Nov 2026 for a calendar day (YYYY-MM-DD). */
export const formatDay = (day: string, locale: Locale) => formatter(locale, 'dayYear').format(new Date(`${day}T00:00:00Z`));

/** The week number of 2026-W49 (49). */
export const weekNumber = (week: string) => parseIsoWeek(week)?.week ?? 0;

/** The weeks the search offers: the current one and the eleven after it, from a day (YYYY-MM-DD). */
export const weekOptions = (today: string) => nextIsoWeeks(new Date(`${today}T12:00:00+03:00`), 12);
