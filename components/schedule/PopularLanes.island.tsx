import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { laneSlug } from '@/lib/domain/ship-lane';
import type { PopularLane } from '@/lib/server/voyages/busiest-lanes';

/** The ship program's busiest lanes, each linking to its lane page with its number of sailings. */
export function PopularLanes({ lanes }: { lanes: PopularLane[] }) {
  const { t } = useTranslation('schedule');
  return (
    <Box component="section" sx={{ mt: { xs: 2, md: 3 } }} aria-labelledby="popular-lanes">
      <Typography id="popular-lanes" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('lanes.title')}
      </Typography>
      <Grid container spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lanes.map((lane) => (
          <Grid key={`${lane.pol}-${lane.pod}`} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Paper variant="outlined" sx={{ p: 1, height: '100%' }}>
              <RouteLink to="shipProgram" subPath={laneSlug(lane.pol, lane.pod)} sx={{ fontWeight: 700 }}>
                {lane.polName} → {lane.podName}
              </RouteLink>
              <Typography variant="body2" color="text.secondary">
                {t('lanes.sailings', { count: lane.sailings })}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
