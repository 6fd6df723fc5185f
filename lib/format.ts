import { BUSINESS_TIME_ZONE, istanbulDay } from './domain/business-date';
import { formatMoney, type Money } from './domain/money';
import { regionalLocale, type Locale } from './routes';

/**
 * How every screen, mail and document writes dates and numbers: one formatter per locale and style, in Türkiye
 * time for instants (the same text on the server and in any browser, so a page hydrates without a mismatch), and
 * calendar days (YYYY-MM-DD) as the days they are. Nothing shown to a person is an ISO string.
 */
export type DateStyle = 'day' | 'longDay' | 'weekday' | 'shortDay' | 'dateTime' | 'shortDateTime' | 'time' | 'zonedTime';
/** The styles that name a day only: what a calendar day can be written in. */
export type DayStyle = Exclude<DateStyle, 'dateTime' | 'shortDateTime' | 'time' | 'zonedTime'>;

const hourMinute = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** 28 Kas 2026 · Nov 28, 2026 */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 28 Kasım 2026 · November 28, 2026 */
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 28 Kas 2026 Cmt · Sat, Nov 28, 2026 */
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** 28 Kas · Nov 28 */
  shortDay: { day: 'numeric', month: 'short' },
  /** 28 Kas 2026 14:05 · Nov 28, 2026, 14:05 */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...hourMinute },
  /** 28 Kas 14:05 · Nov 28, 14:05 (a ship program's cut-offs and departures, weeks ahead) */
  shortDateTime: { day: 'numeric', month: 'short', ...hourMinute },
  /** 14:05 */
  time: hourMinute,
  /** 14:05 GMT+3 (a document read outside Türkiye says whose clock it is) */
  zonedTime: { ...hourMinute, timeZoneName: 'shortOffset' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(locale: Locale, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}:${style}:${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(regionalLocale[locale], { ...dateOptions[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) as the UTC midnight it is written from, or null when it is no real day (2026-02-30). */
function dayDate(day: string): Date | null {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? date : null;
}

/** An instant (a Date or an ISO timestamp) as Istanbul reads it; '' for a missing or invalid one. */
export function formatInstant(instant: Date | string | null | undefined, locale: Locale, style: DateStyle = 'dateTime'): string {
  if (instant == null || instant === '') return '';
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? '' : dateFormatter(locale, style, BUSINESS_TIME_ZONE).format(date);
}

/** A calendar day (YYYY-MM-DD) as the language writes it; a timestamp is read as its Istanbul day; '' otherwise. */
export function formatDay(day: string | null | undefined, locale: Locale, style: DayStyle = 'day'): string {
  if (!day) return '';
  if (!DAY.test(day)) return formatInstant(day, locale, style);
  const date = dayDate(day);
  return date ? dateFormatter(locale, style, 'UTC').format(date) : '';
}

/**
 * An estimate's move (two instants): the two days (in `style`: an ETA history names the weekdays), or, when it moved
 * within one Istanbul day, that day once and both times (28 Kas 2026 Cmt 09:00 → 18:00), so it never reads as a move
 * from a day to the same day.
 */
export function formatEtaMove(from: string, to: string, locale: Locale, style: DayStyle = 'weekday'): { from: string; to: string } {
  const days = { from: formatDay(from, locale, style), to: formatDay(to, locale, style) };
  if (istanbulDay(new Date(from)) !== istanbulDay(new Date(to))) return days;
  return { from: `${days.from} ${formatInstant(from, locale, 'time')}`, to: formatInstant(to, locale, 'time') };
}

/**
 * Two calendar days as a range, the year written once when both share it: 30 Kas – 6 Ara 2026 · Nov 30 – Dec 6, 2026;
 * across a new year both carry theirs (29 Ara 2026 – 4 Oca 2027). '' when either day is missing or invalid.
 */
export function formatDayRange(from: string | null | undefined, to: string | null | undefined, locale: Locale): string {
  const last = formatDay(to, locale);
  const first = formatDay(from, locale, from?.slice(0, 4) === to?.slice(0, 4) ? 'shortDay' : 'day');
  return first && last ? `${first} – ${last}` : '';
}

const numberFormatters = new Map<string, Intl.NumberFormat>();
function numberFormatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = numberFormatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(regionalLocale[locale], options);
    numberFormatters.set(key, found);
  }
  return found;
}

/** A number in the language's digits grouping (1.234,5 · 1,234.5), at most `maximumFractionDigits` decimals; '' for none. */
export function formatNumber(value: number | null | undefined, locale: Locale, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  if (value == null || !Number.isFinite(value)) return '';
  return numberFormatter(locale, { maximumFractionDigits, minimumFractionDigits }).format(value);
}

/** A mass of CO2e from kilograms: kilograms under a tonne (9,5 kg · 263 kg), tonnes to two decimals from one (3,19 t · 3.19 t). */
export function formatCo2eMass(kg: number, locale: Locale): string {
  if (kg >= 1000) return `${formatNumber(kg / 1000, locale, 2)} t`;
  return `${formatNumber(kg, locale, kg < 10 ? 1 : 0)} kg`;
}

/** A change as a signed percentage in the language's way (+%1,53 · +1.53%; 0 unsigned), from the fraction (0.0153). */
export function formatPercentChange(fraction: number, locale: Locale): string {
  return numberFormatter(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 }).format(fraction);
}

/** A file's size: 0,1 kB at the least, megabytes from 1 MB (1024-based, as the upload limits are), one decimal at most. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return numberFormatter(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * A price as a headline ("from ₺1.250"): whole units when the amount has no smaller part, else every digit as
 * formatMoney writes it (₺1.250,50). The same symbols as formatMoney (₺ in English too).
 */
export function formatPrice(price: Money, locale: Locale): string {
  const full = numberFormatter(locale, { style: 'currency', currency: price.currency, currencyDisplay: 'narrowSymbol' });
  const digits = full.resolvedOptions().maximumFractionDigits ?? 2;
  if (price.amount % 10 ** digits !== 0) return formatMoney(price, locale);
  return numberFormatter(locale, { style: 'currency', currency: price.currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(price.amount / 10 ** digits);
}

export { formatMoney };
