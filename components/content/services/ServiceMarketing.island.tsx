import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import type { ServicePageContent } from '@/lib/server/content/load-service-page';

/** A service page's marketing content from the database, below its search form and texts. */
export function ServiceMarketing({ content }: { content: ServicePageContent }) {
  const { t } = useTranslation('content');
  return (
    <Box component="section" aria-labelledby="service-marketing-title" data-testid="service-marketing" sx={{ mt: { xs: 2.5, md: 3.5 } }}>
      <Divider sx={{ mb: { xs: 2, md: 3 } }} />
      <Typography variant="h2" id="service-marketing-title" sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 1 }}>
        {content.title}
      </Typography>
      <Markdown html={content.html} sx={{ maxWidth: 860 }} />
      <RouteLink to="services" subPath={content.slug} sx={{ display: 'inline-block', mt: 1.2, fontWeight: 700 }}>
        {t('services.moreAbout', { service: content.title })}
      </RouteLink>
    </Box>
  );
}
