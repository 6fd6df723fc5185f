import { useRouter } from 'next/router';
import { defaultLocale, isLocale, type Locale } from './routes';

export function localeOf(context: { locale?: string }): Locale {
  return isLocale(context.locale) ? context.locale : defaultLocale;
}

export function useLocale(): Locale {
  const { locale } = useRouter();
  return isLocale(locale) ? locale : defaultLocale;
}

/** BCP 47 tags of the two languages (tr-TR, en-US) for Intl formatting and the chat. */
export const regionalLocale: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };
