import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { linkOf, locales, match, type Locale } from '@/lib/routes';
import { useLocale } from '@/lib/i18n';

/**
 * The site's language switcher: the link to the current page in the site's other language (`alternatePath` is its
 * path, components/layout/SiteHeader.tsx).
 *
 * Which languages it offers: exactly the locales the site serves its pages in (`locales` of lib/routes.ts, the same as
 * next-i18next.config.js), and a language is one of those only with its translations complete. The second half is
 * held by tests/lib/server/languages/site-translations.test.ts, which fails when a served locale lacks the file of a
 * namespace the site uses; the admin languages screen applies the same rule to every language of the list
 * (lib/server/languages/site-status.ts). A language added in the admin has no pages, so it is never offered here. The
 * route table pairs two languages by design, Turkish and English, so the switcher is one link (docs/ARCHITECTURE.md,
 * "How to add a language").
 */
export function LanguageSwitch({ alternatePath, fullWidth = false }: { alternatePath: string; fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  const current = useLocale();
  const other: Locale = locales.find((locale) => locale !== current) ?? current;
  const { href, fullReload } = linkOf(alternatePath, match(alternatePath.split(/[?#]/)[0] ?? '/')?.key, other);
  const common = {
    startIcon: <TranslateIcon />,
    fullWidth,
    color: 'inherit' as const,
    lang: other,
    hrefLang: other,
    'aria-label': t('language.switchToLabel'),
    children: t('language.switchTo'),
  };
  if (fullReload) return <Button href={href} {...common} />;
  return <Button component={NextLink} href={href} locale={other} {...common} />;
}
