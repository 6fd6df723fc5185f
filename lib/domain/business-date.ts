/**
 * Business dates: the marketplace's calendar is Istanbul's. A "today" taken as the UTC date of the
 * current instant is yesterday there from 21:00 to 24:00 UTC, so every module, test, spec and benchmark
 * that needs today (or today + n) asks this one module. Pure: days are YYYY-MM-DD strings, instants Dates.
 */

export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

const DAY_MS = 86_400_000;

/** Built once: creating an Intl formatter costs far more than formatting with one. en-CA writes YYYY-MM-DD. */
const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in Istanbul at an instant. */
export function istanbulDay(instant: Date): string {
  return ISTANBUL_DAY.format(instant);
}

/** Today in Istanbul, or `days` days after it (before it when negative): the marketplace's "today + n". */
export function istanbulToday(days = 0, now: Date = new Date()): string {
  return addDays(istanbulDay(now), days);
}

/** The instant an Istanbul day starts (Türkiye keeps UTC+3 all year since 2016). */
export function istanbulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A calendar day `days` days after another (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}
