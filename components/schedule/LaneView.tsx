import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { Fact } from '@/components/common/Fact';
import { RouteButton, RouteLink } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import type { Lane } from '@/lib/server/voyages/get-lane';
import { brand } from '@/styles/theme';
import { formatDayRange, weekNumber } from './format';
import { QuoteButton } from './QuoteButton';
import { SailingList } from './SailingList';

/**
 * /ship-program/trmer-usnyc ↔ /gemi-programi/trmer-usnyc: one lane's sailings of the next twelve weeks
 * by week, who serves it, how long it takes, the country's route page and a quote for the pair.
 */
export function LaneView({ lane }: { lane: Lane }) {
  const { t } = useTranslation('schedule');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const names = {
    pol: lane.pol.name,
    pod: lane.pod.name,
    polCountry: lane.pol.countryName[locale],
    podCountry: lane.pod.countryName[locale],
  };
  const ends = { pol: lane.pol.code, polName: lane.pol.name, pod: lane.pod.code, podName: lane.pod.name };
  const crumbColor = 'rgba(255,255,255,.85)';
  return (
    <>
      <PageHead title={t('lane.title', names)} description={t('lane.description', { ...names, carriers: lane.carriers.join(', ') })} />
      <Box sx={{ background: `linear-gradient(120deg, ${brand.navy} 0%, ${brand.blue} 100%)`, color: '#fff', py: { xs: 2, md: 3.5 } }}>
        <Container>
          <MuiBreadcrumbs aria-label={common('breadcrumb.label')} sx={{ color: crumbColor, '& .MuiBreadcrumbs-separator': { color: crumbColor } }}>
            <RouteLink to="home" color="inherit" variant="body2">
              {common('nav.home')}
            </RouteLink>
            <RouteLink to="shipProgram" color="inherit" variant="body2">
              {common('nav.shipProgram')}
            </RouteLink>
            <Typography variant="body2" aria-current="page" sx={{ color: '#fff', fontWeight: 700 }}>
              {t('lane.breadcrumb', names)}
            </Typography>
          </MuiBreadcrumbs>
          <Typography variant="h1" sx={{ mt: 1, maxWidth: 900, fontSize: { xs: '1.8rem', md: '2.5rem' } }}>
            {t('lane.heading', names)}
          </Typography>
          <Typography sx={{ mt: 0.8, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.92 }}>{t('lane.lead', { count: lane.sailingCount, days: lane.typicalTransitDays })}</Typography>
          <Box sx={{ mt: 1.5, display: 'flex', gap: 0.8, flexWrap: 'wrap' }}>
            <QuoteButton lane={ends} variant="contained" color="secondary" />
          </Box>
        </Container>
      </Box>
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
    </>
  );
}
