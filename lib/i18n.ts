import { useRouter } from 'next/router';
import { defaultLocale, isLocale, type Locale } from './routes';

export { regionalLocale } from './routes';

export function localeOf(context: { locale?: string }): Locale {
  return isLocale(context.locale) ? context.locale : defaultLocale;
}

export function useLocale(): Locale {
  const { locale } = useRouter();
  return isLocale(locale) ? locale : defaultLocale;
}

