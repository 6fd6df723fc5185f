import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageHero } from '@/components/common/PageHero.island';
import { RouteButton } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import type { ServicePageContent } from '@/lib/server/content/load-service-page';
import { brand } from '@/styles/brand';
import { ServiceIcon } from './ServiceIcon';

/** A service's band with the way to its service page, its content, and the aside with the search and contact links. */
export function ServiceDetailContent({ service }: { service: ServicePageContent }) {
  const { t } = useTranslation('content');
  const { t: tCommon } = useTranslation('common');
  const serviceName = tCommon(`nav.${service.serviceKey}`);
  return (
    <>
      <PageHero routeKey="services" leaf={service.title} heading={service.title} lead={service.summary}>
        <RouteButton to={service.serviceKey} variant="contained" size="large" data-testid="service-cta" sx={{ bgcolor: '#fff', color: brand.navy, '&:hover': { bgcolor: brand.sand } }}>
          {t('services.getQuote', { service: serviceName })}
        </RouteButton>
      </PageHero>
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}>
          <Box component="article" aria-label={service.title} data-testid="service-body">
            <Markdown html={service.html} />
          </Box>
          <Paper component="aside" variant="outlined" aria-labelledby="service-cta-title" sx={{ p: 1.5, bgcolor: brand.sand, position: { md: 'sticky' }, top: (theme) => theme.layout.headerHeight + 16 }}>
            <ServiceIcon serviceKey={service.serviceKey} sx={{ fontSize: 40, color: brand.orange }} />
            <Typography variant="h2" id="service-cta-title" sx={{ fontSize: '1.25rem', mt: 0.5 }}>
              {t('services.ctaTitle')}
            </Typography>
            <Typography sx={{ mt: 0.5, mb: 1.2 }}>{t('services.ctaText', { service: serviceName })}</Typography>
            <RouteButton to={service.serviceKey} variant="contained" fullWidth>
              {t('services.openSearch', { service: serviceName })}
            </RouteButton>
            <RouteButton to="contactForm" variant="text" fullWidth sx={{ mt: 0.6 }}>
              {t('services.askUs')}
            </RouteButton>
          </Paper>
        </Box>
      </Container>
    </>
  );
}
