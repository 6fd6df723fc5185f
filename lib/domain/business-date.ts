/**
 * Business dates: the marketplace's calendar is Istanbul's. A "today" taken as the UTC date of the
 * current instant is yesterday there from 21:00 to 24:00 UTC, so every module, test, spec and benchmark
 * that needs today (or today + n) asks this one module. Pure: days are YYYY-MM-DD strings, instants Dates.
 */

export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';
/** Türkiye keeps UTC+03:00 all year (since 2016): how an Istanbul wall-clock time is written as an instant. */
const ISTANBUL_OFFSET = '+03:00';

const DAY_MS = 86_400_000;

/** Built once: creating an Intl formatter costs far more than formatting with one. en-CA writes YYYY-MM-DD. */
const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Istanbul's 24-hour clock (HH:mm), for a datetime-local value. */
const ISTANBUL_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The calendar day (YYYY-MM-DD) in Istanbul at an instant. */
export function istanbulDay(instant: Date): string {
  return ISTANBUL_DAY.format(instant);
}

/** Today in Istanbul, or `days` days after it (before it when negative): the marketplace's "today + n". */
export function istanbulToday(days = 0, now: Date = new Date()): string {
  return addDays(istanbulDay(now), days);
}

/** The instant an Istanbul day starts. */
export function istanbulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${ISTANBUL_OFFSET}`);
}

/** An instant as a datetime-local input holds it in Istanbul (YYYY-MM-DDTHH:mm): its business day and its 24-hour clock. */
export function toIstanbulInput(instant: string | Date): string {
  const date = new Date(instant);
  return `${istanbulDay(date)}T${ISTANBUL_CLOCK.format(date)}`;
}

/** A datetime-local value (YYYY-MM-DDTHH:mm) read as Istanbul time → ISO with its offset; null when it is no such value. */
export function fromIstanbulInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00${ISTANBUL_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
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
