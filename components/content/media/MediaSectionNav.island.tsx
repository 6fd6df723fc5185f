import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { mediaSections, type MediaSection } from '@/lib/domain/content';
import { useLocale } from '@/lib/i18n';

/** The media center's sections as links; `current` marks the section shown. */
export function MediaSectionNav({ current }: { current?: MediaSection }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Box component="nav" aria-label={t('media.sectionsLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.6, mb: 2 }} data-testid="media-sections">
      <Chip clickable component={NextLink} href={routeHref({ to: 'mediaCenter' }, locale).href} locale={locale} label={t('media.overview')} color={current ? 'default' : 'primary'} variant={current ? 'outlined' : 'filled'} aria-current={current ? undefined : 'page'} />
      {mediaSections.map((section) => (
        <Chip
          key={section}
          clickable
          component={NextLink}
          href={routeHref({ to: 'mediaCenter', subPath: section }, locale).href}
          locale={locale}
          label={t(`media.sections.${section}`)}
          color={current === section ? 'primary' : 'default'}
          variant={current === section ? 'filled' : 'outlined'}
          aria-current={current === section ? 'page' : undefined}
        />
      ))}
    </Box>
  );
}
