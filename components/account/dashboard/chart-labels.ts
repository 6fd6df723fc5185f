import { regionalLocale, type Locale } from '@/lib/routes';

/**
 * The bookings chart's axis labels, short enough for a phone's axis (never cut to "₺40…"): amounts in Turkish lira in
 * the language's compact form, months with their year. One formatter per locale.
 */
const compactLira = new Map<Locale, Intl.NumberFormat>();
const monthYear = new Map<Locale, Intl.DateTimeFormat>();

/** An amount of lira (not kuruş) as the axis shows it: ₺40 B, ₺1,3 Mn · ₺40K, ₺1.3M. */
export function compactLiraLabel(lira: number, locale: Locale): string {
  let format = compactLira.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(regionalLocale[locale], { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 });
    compactLira.set(locale, format);
  }
  return format.format(lira);
}

/** A month (YYYY-MM) as the axis names it: Kas 26 · Nov 26. */
export function monthLabel(month: string, locale: Locale): string {
  let format = monthYear.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(regionalLocale[locale], { month: 'short', year: '2-digit', timeZone: 'UTC' });
    monthYear.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
