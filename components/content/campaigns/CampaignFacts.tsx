import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { CampaignCard } from '@/lib/server/content/campaign-card';

/** Validity dates and the promo code (in a code box people can select and copy). */
export function CampaignFacts({ campaign }: { campaign: Pick<CampaignCard, 'validFrom' | 'validTo' | 'promoCode'> }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.4 }}>
      <Typography variant="body2" data-testid="campaign-validity">
        <Box component="span" sx={{ fontWeight: 700 }}>
          {t('campaigns.validityLabel')}:
        </Box>{' '}
        <time dateTime={campaign.validFrom}>{formatDay(campaign.validFrom, locale, 'longDay')}</time> – <time dateTime={campaign.validTo}>{formatDay(campaign.validTo, locale, 'longDay')}</time>
      </Typography>
      {campaign.promoCode && (
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('campaigns.promoCode')}:
          </Box>{' '}
          <Box component="code" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 700, px: 0.5, py: 0.1, border: 1, borderStyle: 'dashed', borderColor: 'secondary.main', borderRadius: 1, userSelect: 'all' }} data-testid="campaign-promo-code">
            {campaign.promoCode}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
