import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, RouteLink } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import type { CampaignPage } from '@/lib/server/content/campaign-detail';
import { CampaignBadges } from './CampaignBadges';
import { CampaignFacts } from './CampaignFacts';

/** A campaign under its band: a note when it isn't running, the terms, and its details with the call to the freight search. */
export function CampaignDetailBody({ campaign }: Pick<CampaignPage, 'campaign'>) {
  const { t } = useTranslation('content');
  const expired = campaign.state === 'expired';
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      {campaign.state !== 'active' && (
        <Alert severity={expired ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="campaign-state-note">
          {t(expired ? 'campaigns.expiredNote' : 'campaigns.upcomingNote')}{' '}
          {expired && (
            <RouteLink to="campaigns" color="inherit" sx={{ fontWeight: 700 }}>
              {t('campaigns.all')}
            </RouteLink>
          )}
        </Alert>
      )}
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Markdown html={campaign.html} sx={{ maxWidth: 760 }} data-testid="campaign-body" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, bgcolor: expired ? 'grey.50' : 'background.paper' }}>
            <Typography component="h2" variant="h4">
              {t('campaigns.details')}
            </Typography>
            <CampaignBadges campaign={campaign} size="medium" />
            <CampaignFacts campaign={campaign} />
            <Box>
              <RouteButton to="freightSearch" variant="contained" color="primary" size="large" fullWidth data-testid="campaign-cta">
                {t('campaigns.cta')}
              </RouteButton>
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
