import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ServiceIcon } from '@/components/content/services/ServiceIcon';
import { CardGrid } from '@/components/common/CardGrid';
import { LinkChip } from '@/components/common/LinkChip';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { usePageText } from '@/components/content/usePageText';
import { useLocale } from '@/lib/i18n';
import { laneKeys, serviceKeys, type ServiceKey } from '@/lib/routes';
import type { HomeContent } from '@/lib/server/content/home-content';
import { HomeContentSections } from './HomeContentSections';

const serviceLink = {
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'inherit',
  transition: 'background-color 150ms',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

function ServiceCard({ serviceKey }: { serviceKey: ServiceKey }) {
  const { t } = useTranslation(['common', 'pages']);
  const locale = useLocale();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {/* A plain link over the card (a CardActionArea adds a ripple and a highlight element a static island never uses). */}
      <Box component={NextLink} href={routeHref({ to: serviceKey }, locale).href} locale={locale} sx={serviceLink}>
        <CardContent>
          <ServiceIcon serviceKey={serviceKey} color="secondary" sx={{ fontSize: 36 }} />
          <Typography component="h3" variant="h4" sx={{ mt: 0.5 }}>
            {t(`nav.${serviceKey}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.4 }}>
            {t(`pages:${serviceKey}.lead`)}
          </Typography>
        </CardContent>
      </Box>
    </Card>
  );
}

/** Everything below the home page's search form: services, routes, campaigns, posts, references and the page's text. */
export function HomeMarketing({ content }: { content?: HomeContent }) {
  const { t } = useTranslation(['common', 'pages']);
  const locale = useLocale();
  const text = usePageText('home');
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1.2 }}>
        {t('nav.services')}
      </Typography>
      <CardGrid columns={{ xs: 1, sm: 2, md: 4 }} gap={1.2}>
        {serviceKeys.map((key) => (
          <ServiceCard key={key} serviceKey={key} />
        ))}
      </CardGrid>
      <Box component="section" sx={{ mt: { xs: 2.5, md: 3.5 } }}>
        <Typography variant="h2" sx={{ mb: 0.6 }}>
          {t('pages:routes.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.2, maxWidth: 760 }}>
          {t('pages:routes.lead')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.6 }}>
          {laneKeys.map((key) => (
            <LinkChip key={key} href={routeHref({ to: key }, locale).href} locale={locale} label={t(`nav.${key}`)} />
          ))}
        </Box>
      </Box>
      {content && <HomeContentSections content={content} />}
      <CardGrid columns={{ xs: 1, md: 2 }} gap={2} component="section" sx={{ mt: { xs: 2.5, md: 3.5 } }}>
        {text.body.map((paragraph) => (
          <Typography key={paragraph} sx={{ fontSize: '1.05rem', lineHeight: 1.75 }}>
            {paragraph}
          </Typography>
        ))}
      </CardGrid>
    </>
  );
}
