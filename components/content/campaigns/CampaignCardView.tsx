import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RouteLink } from '@/components/common/RouteLink';
import type { CampaignCard } from '@/lib/server/content/campaign-card';
import { CampaignBadges } from './CampaignBadges';
import { CampaignFacts } from './CampaignFacts';

/** A campaign in a listing: state and discount, title (the link), summary, validity and code. Expired ones are dimmed. */
export function CampaignCardView({ campaign, headingLevel = 'h2' }: { campaign: CampaignCard; headingLevel?: 'h2' | 'h3' }) {
  const expired = campaign.state === 'expired';
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.7, bgcolor: expired ? 'grey.50' : 'background.paper', borderTop: 4, borderTopColor: expired ? 'grey.400' : campaign.state === 'active' ? 'secondary.main' : 'info.main' }}
      data-testid="campaign-card"
      data-state={campaign.state}
    >
      <CampaignBadges campaign={campaign} />
      <Typography component={headingLevel} variant="h4" sx={{ lineHeight: 1.35 }}>
        <RouteLink to="campaigns" subPath={campaign.slug} color="inherit" underline="hover">
          {campaign.title}
        </RouteLink>
      </Typography>
      {campaign.summary && <Typography color="text.secondary">{campaign.summary}</Typography>}
      <Box sx={{ mt: 'auto' }}>
        <CampaignFacts campaign={campaign} />
      </Box>
    </Paper>
  );
}
