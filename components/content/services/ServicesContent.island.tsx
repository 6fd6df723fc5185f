import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { PageHero } from '@/components/common/PageHero.island';
import { RouteButton } from '@/components/common/RouteLink';
import { PageBody } from '@/components/content/PageText';
import { usePageText } from '@/components/content/usePageText';
import { contentPath } from '@/lib/content/content-paths';
import { useLocale } from '@/lib/i18n';
import type { ServiceCard } from '@/lib/server/content/list-service-pages';
import { brand } from '@/styles/brand';
import { ServiceIcon } from './ServiceIcon';

/** /services' band with its calls to action, the seven services as cards (each leading to its detail page) and the page's text. */
export function ServicesContent({ services }: { services: ServiceCard[] }) {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('content');
  const locale = useLocale();
  const text = usePageText('services');
  return (
    <>
      <PageHero routeKey="services" heading={text.heading} lead={text.lead}>
        <RouteButton to="freightSearch" variant="contained" size="large" sx={{ bgcolor: '#fff', color: brand.navy, '&:hover': { bgcolor: brand.sand } }}>
          {t('actions.getQuote')}
        </RouteButton>
        <RouteButton to="contactForm" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}>
          {t('actions.contactUs')}
        </RouteButton>
      </PageHero>
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <Grid container spacing={{ xs: 1.2, md: 2 }} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {services.map((service) => (
            <Grid key={service.slug} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" data-testid="service-card" sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
                <CardActionArea component={NextLink} href={contentPath('servicePage', service.slug, locale)} locale={locale} sx={{ height: '100%', alignItems: 'flex-start' }}>
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.6, height: '100%' }}>
                    <ServiceIcon serviceKey={service.serviceKey} sx={{ fontSize: 36, color: brand.orange }} />
                    <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                      {service.title}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{service.summary}</Typography>
                    <Typography component="span" sx={{ color: 'primary.main', fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.4 }}>
                      {tc('services.readMore')} <ArrowForwardIcon fontSize="small" aria-hidden />
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: { xs: 2, md: 3 } }}>
          <PageBody paragraphs={text.body} maxWidth={820} />
        </Box>
      </Container>
    </>
  );
}
