import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from './RouteLink';
import { breadcrumbTrail } from '@/lib/navigation';
import type { RouteKey } from '@/lib/routes';

/**
 * Home › … › the current page, from the navigation's parent map. `leaf` names a page below `current`
 * that has no route key of its own (a lane under Routes): `current` becomes a link and `leaf` the page.
 */
export function Breadcrumbs({ current, leaf, inverted = false }: { current: RouteKey; leaf?: string; inverted?: boolean }) {
  const { t } = useTranslation('common');
  const trail = breadcrumbTrail(current);
  const links = leaf === undefined ? trail.slice(0, -1) : trail;
  const color = inverted ? 'rgba(255,255,255,.85)' : 'text.secondary';
  return (
    <MuiBreadcrumbs aria-label={t('breadcrumb.label')} sx={{ color, '& .MuiBreadcrumbs-separator': { color } }}>
      {links.map((key) => (
        <RouteLink key={key} to={key} color="inherit" variant="body2">
          {t(`nav.${key}`)}
        </RouteLink>
      ))}
      <Typography variant="body2" aria-current="page" sx={{ color: inverted ? '#fff' : 'text.primary', fontWeight: 700 }}>
        {leaf ?? t(`nav.${current}`)}
      </Typography>
    </MuiBreadcrumbs>
  );
}
