import type { Locale } from '../routes';
import type { LaneCountry, LaneDirection } from './lane-slugs';

const intlLocale: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };

/** An amount in minor units as money of its currency: whole units when it has no cents, else two decimals. */
export function formatPrice(minor: number, currency: string, locale: Locale): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(minor / 100);
}

/** A day (YYYY-MM-DD, Istanbul) written out: 26 Kasım 2026 / November 26, 2026. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date(`${day}T12:00:00+03:00`));
}

/** An instant (ISO string) as a short Istanbul date and time. */
export function formatInstant(iso: string, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'short', ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}), timeZone: 'Europe/Istanbul' }).format(new Date(iso));
}

export function countryName(country: Pick<LaneCountry, 'nameTr' | 'nameEn'>, locale: Locale): string {
  return locale === 'tr' ? country.nameTr : country.nameEn;
}

export type { LaneDirection };
