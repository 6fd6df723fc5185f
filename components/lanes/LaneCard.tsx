import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import { formatPrice } from '@/lib/format';
import { countryName } from '@/lib/lanes/format';
import { lanePageTarget } from '@/lib/lanes/lane-slugs';
import { headlinePrice, transitSpan } from '@/lib/lanes/lane-summary';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import { ModeIcon } from './ModeIcon';

/** A recommended lane: its name, the modes on sale, the lowest indicative price ("from …") and the transit span. */
export function LaneCard({ card }: { card: LaneCardData }) {
  const { t } = useTranslation('lanes');
  const locale = useLocale();
  const country = countryName(card.country, locale);
  const price = headlinePrice(card.summary);
  const transit = transitSpan(card.summary);
  const target = lanePageTarget(card.slugs, locale);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.8 }} data-testid="lane-card">
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t(`direction.${card.lane.direction}`)}
        </Typography>
        <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
          <RouteLink to={target.to} subPath={target.subPath} underline="hover" color="inherit">
            {t(`laneName.${card.lane.direction}`, { country })}
          </RouteLink>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={t('landing.modes')}>
        {card.summary.modes.map((mode) => (
          <Chip key={mode.mode} size="small" variant="outlined" icon={<ModeIcon mode={mode.mode} fontSize="small" />} label={t(`modes.${mode.mode}`)} />
        ))}
      </Box>
      <Box sx={{ mt: 'auto' }}>
        {price ? (
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="lane-card-price">
            {t('landing.from', { price: formatPrice({ amount: price.min, currency: price.currency }, locale) })}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t(`basis.${price.basis}`)}
            </Typography>
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('landing.noPrices')}</Typography>
        )}
        {transit && (
          <Typography variant="body2" color="text.secondary">
            {t('mode.transit')}: {t('landing.transit', transit)}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
