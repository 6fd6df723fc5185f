import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { linkOf, match, type Locale } from '@/lib/routes';
import { useLocale } from '@/lib/i18n';

/** The link to the current page in the other language: `alternatePath` is its path (components/layout/SiteHeader.tsx). */
export function LanguageSwitch({ alternatePath, fullWidth = false }: { alternatePath: string; fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  const other: Locale = useLocale() === 'tr' ? 'en' : 'tr';
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
