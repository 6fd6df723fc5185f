import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { linkOf, localize, match, type Locale } from '@/lib/routes';
import { useLocale } from '@/lib/i18n';
import { useAlternatePaths } from '@/components/common/AlternatePaths';

/** The paired path of the current page in the other language, slug and query kept. */
export function useAlternatePath(target: Locale): { href: string; fullReload: boolean } {
  const { asPath } = useRouter();
  const alternates = useAlternatePaths();
  const path = alternates ? alternates[target] : localize(asPath, target);
  return linkOf(path, match(path.split(/[?#]/)[0] ?? '/')?.key, target);
}

export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  const other: Locale = useLocale() === 'tr' ? 'en' : 'tr';
  const { href, fullReload } = useAlternatePath(other);
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
