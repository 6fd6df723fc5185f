import { regionalLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** An ISO day ("2026-01-15") as the language writes it ("15 Ocak 2026", "January 15, 2026"); '' stays ''. */
export function formatDay(isoDay: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return '';
  return new Intl.DateTimeFormat(regionalLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}
