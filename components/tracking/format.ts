import { regionalLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(regionalLocale[locale], {
      timeZone: 'Europe/Istanbul',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { weekday: 'short' }),
    });
    cache.set(key, found);
  }
  return found;
}

/** 26 Nov 2026, 14:00 — Türkiye time, in the reader's language. */
export const formatInstant = (iso: string, locale: Locale) => formatter(locale, true).format(new Date(iso));
/** Thu, 26 Nov 2026 — the calendar day in Türkiye. */
export const formatDay = (iso: string, locale: Locale) => formatter(locale, false).format(new Date(iso));
