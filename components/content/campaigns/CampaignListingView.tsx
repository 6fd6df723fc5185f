import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import type { CampaignCard } from '@/lib/server/content/campaign-card';
import { CampaignCardView } from './CampaignCardView';

/** /campaigns: every campaign, running ones first; expired ones stay listed and labelled. */
export function CampaignListingView({ campaigns }: { campaigns: CampaignCard[] }) {
  const { t } = useTranslation(['content', 'common']);
  const text = usePageText('campaigns');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="campaigns" heading={text.heading} lead={text.lead} secondary="contactForm" />
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        {campaigns.length === 0 ? (
          <Typography color="text.secondary">{t('campaigns.empty')}</Typography>
        ) : (
          <Grid container spacing={1.5}>
            {campaigns.map((campaign) => (
              <Grid key={campaign.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <CampaignCardView campaign={campaign} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
