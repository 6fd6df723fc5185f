import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ScheduleIcon from '@mui/icons-material/Schedule';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useTranslation } from 'next-i18next/pages';
import type { CampaignCard } from '@/lib/server/content/campaign-card';

/** The brand's orange darkened until white text on it reads at 6:1 (the brand orange gives 3.3:1). */
const discountBackground = '#a84300';

const stateLook = {
  active: { color: 'success', icon: <EventAvailableIcon /> },
  upcoming: { color: 'primary', icon: <ScheduleIcon /> },
  expired: { color: 'default', icon: <EventBusyIcon /> },
} as const;

/** The campaign's state (active / upcoming / expired, visibly different) and its discount badge. */
export function CampaignBadges({ campaign, size = 'small' }: { campaign: Pick<CampaignCard, 'state' | 'discountPercent'>; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('content');
  const look = stateLook[campaign.state];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size={size} color={look.color} icon={look.icon} label={t(`campaigns.state.${campaign.state}`)} variant={campaign.state === 'expired' ? 'outlined' : 'filled'} data-testid="campaign-state" data-state={campaign.state} />
      {campaign.discountPercent !== null && (
        <Chip
          size={size}
          label={t('campaigns.discount', { percent: campaign.discountPercent })}
          sx={campaign.state === 'expired' ? undefined : { bgcolor: discountBackground, color: '#fff', fontWeight: 700 }}
          data-testid="campaign-discount"
        />
      )}
    </Box>
  );
}
