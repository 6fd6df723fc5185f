import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useLocale } from '@/lib/i18n';
import { formatDay, formatPrice } from '@/lib/format';
import type { LaneSummary } from '@/lib/lanes/lane-summary';
import { ModeIcon } from './ModeIcon';

/** One card per mode on sale: typical transit, indicative price ranges "as of" the day they were computed, the disclaimer. */
export function LaneModes({ summary }: { summary: LaneSummary }) {
  const { t } = useTranslation('lanes');
  const locale = useLocale();
  if (summary.modes.length === 0) {
    return <Typography data-testid="lane-no-prices">{t('mode.noPrices')}</Typography>;
  }
  return (
    <>
      <Grid container spacing={1.5}>
        {summary.modes.map((mode) => (
          <Grid key={mode.mode} size={{ xs: 12, sm: 6 }}>
            <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }} data-testid="lane-mode" data-mode={mode.mode}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.6 }}>
                <ModeIcon mode={mode.mode} color="primary" />
                <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
                  {t(`modes.${mode.mode}`)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.6 }}>
                {t('mode.transit')}:{' '}
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }} data-testid="lane-transit">
                  {mode.transitDays.min === mode.transitDays.max ? t('mode.transitDay', { count: mode.transitDays.min }) : t('mode.transitDays', mode.transitDays)}
                </Box>{' '}
                · {t('mode.carriers', { count: mode.carriers })}
              </Typography>
              <Stack component="ul" spacing={0.4} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.8 }}>
                {mode.prices.map((range) => (
                  <Box component="li" key={`${range.basis}-${range.currency}`} data-testid="lane-price">
                    <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                      {range.min === range.max ? formatPrice({ amount: range.min, currency: range.currency }, locale) : t('mode.range', { min: formatPrice({ amount: range.min, currency: range.currency }, locale), max: formatPrice({ amount: range.max, currency: range.currency }, locale) })}
                    </Typography>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t(`basis.${range.basis}`)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }} data-testid="lane-as-of">
        {t('mode.asOf', { date: formatDay(summary.asOf, locale, 'longDay') })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.4 }}>
        {t('disclaimer')}
      </Typography>
    </>
  );
}
