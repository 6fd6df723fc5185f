import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { CampaignCard } from '@/lib/server/content/campaign-card';
import { CampaignCardView } from './CampaignCardView';

/** The campaigns' cards under the band (or the note that there are none). */
export function CampaignListingBody({ campaigns }: { campaigns: CampaignCard[] }) {
  const { t } = useTranslation('content');
  return (
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
  );
}
