import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Fact } from '@/components/common/Fact';
import { RouteButton } from '@/components/common/RouteLink';
import { formatDayRange } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Lane } from '@/lib/server/voyages/get-lane';
import { weekNumber } from './weeks';
import { laneNames } from './lane-names';
import { SailingList } from './SailingList';

/**
 * A ship program lane's schedule: its facts (sailings, transit, routing), its carriers, its sailings of the
 * next twelve weeks by week, then a search of another pair and the country's route page.
 */
export function LaneSchedule({ lane }: { lane: Lane }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  const names = laneNames(lane, locale);
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label={t('lane.sailingCount')} value={String(lane.sailingCount)} testId="lane-sailing-count" />
        <Fact label={t('lane.typicalTransit')} value={t('results.days', { count: lane.typicalTransitDays })} testId="lane-typical-transit" />
        <Fact label={t('lane.fastestTransit')} value={t('results.days', { count: lane.fastestTransitDays })} />
        <Fact label={t('lane.routing')} value={lane.direct ? t('lane.directAvailable') : t('lane.transshipmentOnly')} />
      </Paper>
      <Box component="section" sx={{ mt: 2 }} aria-labelledby="lane-carriers">
        <Typography id="lane-carriers" component="h2" variant="h3">
          {t('lane.carriers')}
        </Typography>
        <Stack direction="row" sx={{ mt: 0.6, flexWrap: 'wrap', gap: 0.6, listStyle: 'none', p: 0, mb: 0 }} component="ul" data-testid="lane-carriers">
          {lane.carriers.map((carrier) => (
            <Chip key={carrier} component="li" label={carrier} />
          ))}
        </Stack>
      </Box>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {lane.weeks.map((week) => {
          const heading = t('lane.weekHeading', { number: weekNumber(week.week), range: formatDayRange(week.from, week.to, locale) });
          return (
            <Box component="section" key={week.week} aria-label={heading} data-testid="lane-week">
              <Typography component="h2" variant="h4" sx={{ mb: 0.6 }}>
                {heading}
              </Typography>
              <SailingList sailings={week.sailings} laneLinks={false} caption={heading} />
            </Box>
          );
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('results.timesNote')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <RouteButton to="shipProgram" query={{ pol: lane.pol.code, pod: lane.pod.code }} variant="outlined">
          {t('lane.searchOther')}
        </RouteButton>
        {lane.countryRoute && (
          <RouteButton to={lane.countryRoute} variant="text">
            {t('lane.countryRoute', { country: lane.pod.countryCode === 'TR' ? names.polCountry : names.podCountry })}
          </RouteButton>
        )}
      </Stack>
    </Container>
  );
}
