import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import PublicIcon from '@mui/icons-material/Public';
import EastIcon from '@mui/icons-material/East';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { brand } from '@/styles/theme';

/** The band at the top of a lane page: Home › Routes › the lane, the lane's two ends, heading and lead. */
export function LaneHero({ from, to, current, heading, lead, children }: { from: string; to: string; current: string; heading: string; lead: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const crumb = 'rgba(255,255,255,.85)';
  return (
    <Box sx={{ background: `linear-gradient(120deg, ${brand.navy} 0%, ${brand.blue} 100%)`, color: '#fff', pt: { xs: 2, md: 3.5 }, pb: { xs: 2, md: 3.5 } }}>
      <Container>
        <MuiBreadcrumbs aria-label={t('breadcrumb.label')} sx={{ color: crumb, '& .MuiBreadcrumbs-separator': { color: crumb } }}>
          <RouteLink to="home" color="inherit" variant="body2">
            {t('nav.home')}
          </RouteLink>
          <RouteLink to="routes" color="inherit" variant="body2">
            {t('nav.routes')}
          </RouteLink>
          <Typography variant="body2" aria-current="page" sx={{ color: '#fff', fontWeight: 700 }}>
            {current}
          </Typography>
        </MuiBreadcrumbs>
        <Box sx={{ mt: 1.2, display: 'inline-flex', alignItems: 'center', gap: 0.6, px: 1, py: 0.4, borderRadius: 5, bgcolor: 'rgba(255,255,255,.14)', fontWeight: 700 }} data-testid="lane-ends">
          <PublicIcon fontSize="small" aria-hidden />
          <span>{from}</span>
          <EastIcon fontSize="small" aria-hidden />
          <span>{to}</span>
        </Box>
        <Typography variant="h1" sx={{ mt: 1, maxWidth: 820, fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          {heading}
        </Typography>
        <Typography sx={{ mt: 0.8, maxWidth: 760, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.92 }}>{lead}</Typography>
        {children && <Box sx={{ mt: 1.5, display: 'flex', gap: 0.8, flexWrap: 'wrap' }}>{children}</Box>}
      </Container>
    </Box>
  );
}
