/**
 * ISO 8601 weeks (Monday to Sunday; week 1 holds the year's first Thursday) of the ship program,
 * counted in Istanbul's calendar. Pure: days are YYYY-MM-DD strings, instants are Dates.
 */

import { addDays, istanbulDay } from './business-date';

/** An ISO week written as the standard does: 2026-W49. */
export const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

const DAY_MS = 86_400_000;

function utc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export interface IsoWeek {
  year: number;
  week: number;
}

export function formatIsoWeek({ year, week }: IsoWeek): string {
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week a day belongs to: 2026-12-31 → 2026-W53, 2027-01-04 → 2027-W01. */
export function isoWeekOfDay(day: string): IsoWeek {
  const ms = utc(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(ms + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week };
}

/** The ISO week (as text) of an instant, in Istanbul. */
export function isoWeekAt(instant: Date): string {
  return formatIsoWeek(isoWeekOfDay(istanbulDay(instant)));
}

/** How many ISO weeks a year has: 53 when it starts on a Thursday, or on a Wednesday in a leap year. */
export function weeksInYear(year: number): number {
  return isoWeekOfDay(`${year}-12-28`).week;
}

/** A week written 2026-W49 that exists (W53 only in long years); null otherwise. */
export function parseIsoWeek(text: string): IsoWeek | null {
  const match = ISO_WEEK.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < 1970 || week < 1 || week > weeksInYear(year)) return null;
  return { year, week };
}

/** Monday (from) and Sunday (to) of a week, inclusive days. */
export function isoWeekRange(week: IsoWeek | string): { from: string; to: string } {
  const parsed = typeof week === 'string' ? parseIsoWeek(week) : week;
  if (!parsed) throw new RangeError(`Not an ISO week: ${String(week)}`);
  const jan4 = Date.UTC(parsed.year, 0, 4);
  const weekOneMonday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const from = new Date(weekOneMonday + (parsed.week - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
  return { from, to: addDays(from, 6) };
}

/** Whole weeks from one week to another (negative when `to` is earlier). */
export function weeksBetween(from: IsoWeek | string, to: IsoWeek | string): number {
  return Math.round((utc(isoWeekRange(to).from) - utc(isoWeekRange(from).from)) / (7 * DAY_MS));
}

/** The current week (Istanbul) and the ones after it: `count` weeks in all. */
export function nextIsoWeeks(now: Date, count = 12): { week: string; from: string; to: string }[] {
  const { from } = isoWeekRange(isoWeekAt(now));
  return Array.from({ length: count }, (_, index) => {
    const monday = addDays(from, index * 7);
    return { week: formatIsoWeek(isoWeekOfDay(monday)), from: monday, to: addDays(monday, 6) };
  });
}

/** The weeks a search may ask for: from 2 weeks before the current one to 12 weeks after it. */
export const WEEKS_BACK = 2;
export const WEEKS_AHEAD = 12;

export function weekWithinSearchWindow(week: string, now: Date): boolean {
  if (!parseIsoWeek(week)) return false;
  const distance = weeksBetween(isoWeekAt(now), week);
  return distance >= -WEEKS_BACK && distance <= WEEKS_AHEAD;
}
