import type { Locale } from '../routes';

/**
 * The avatar's initials: the first letter of the first and of the last name part, upper-cased
 * with the language's rules (Turkish: i → İ, ı → I).
 */
export function initials(fullName: string, locale: Locale): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  const upperLocale = locale === 'tr' ? 'tr-TR' : 'en-US';
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toLocaleUpperCase(upperLocale);
}
