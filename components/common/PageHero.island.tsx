import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import { brand } from '@/styles/brand';
import type { RouteKey } from '@/lib/routes';
import { HeroButtons, type HeroSecondary } from './HeroButtons';

export interface PageHeroProps {
  routeKey: RouteKey;
  heading: string;
  lead: string;
  /** The page's own name in the breadcrumb when it sits below `routeKey` without a route key of its own. */
  leaf?: string;
  /** Shown between the breadcrumb and the heading (a lane's two ends). */
  badge?: ReactNode;
  overlapped?: boolean;
  children?: ReactNode;
}

/**
 * The band at the top of every page: breadcrumb, heading and lead. `overlapped` leaves room at the
 * bottom for a panel that rides up over the band (the home page's search form).
 */
export function PageHero({ routeKey, heading, lead, leaf, badge, overlapped = false, children }: PageHeroProps) {
  return (
    <Box sx={{ background: `linear-gradient(120deg, ${brand.navy} 0%, ${brand.blue} 100%)`, color: '#fff', pt: { xs: 2, md: 3.5 }, pb: overlapped ? { xs: 5, md: 7 } : { xs: 2, md: 3.5 } }}>
      <Container>
        {routeKey !== 'home' && <Breadcrumbs current={routeKey} leaf={leaf} inverted />}
        {badge}
        <Typography variant="h1" sx={{ mt: 1, maxWidth: 820, fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          {heading}
        </Typography>
        <Typography sx={{ mt: 0.8, maxWidth: 760, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.92 }}>{lead}</Typography>
        {children && <Box sx={{ mt: 1.5, display: 'flex', gap: 0.8, flexWrap: 'wrap' }}>{children}</Box>}
      </Container>
    </Box>
  );
}

/** The band with the calls to action: get a quote, and `secondary`. */
export function ActionHero({ secondary, ...hero }: Omit<PageHeroProps, 'children'> & { secondary: HeroSecondary }) {
  return (
    <PageHero {...hero}>
      <HeroButtons secondary={secondary} />
    </PageHero>
  );
}
