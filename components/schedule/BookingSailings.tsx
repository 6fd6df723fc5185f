import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { laneSlug } from '@/lib/domain/ship-lane';
import type { Voyage } from '@/lib/schemas/voyage';
import { QuoteButton } from './QuoteButton';
import { SailingList } from './SailingList';

/** A lane of the viewer's bookings with its next sailings and its ports' names. */
export interface BookingLaneView {
  pol: string;
  polName: string;
  pod: string;
  podName: string;
  sailings: Voyage[];
}

/** "Sailings for your bookings" on the account's ship program screen. */
export function BookingSailings({ lanes }: { lanes: readonly BookingLaneView[] }) {
  const { t } = useTranslation('schedule');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="booking-sailings" sx={{ p: { xs: 1.2, md: 1.5 } }} data-testid="booking-sailings">
      <Typography id="booking-sailings" component="h2" variant="h3">
        {t('account.bookingsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('account.bookingsHint')}
      </Typography>
      {lanes.length === 0 ? (
        <Alert severity="info">{t('account.noBookings')}</Alert>
      ) : (
        <Stack spacing={2}>
          {lanes.map((lane) => (
            <Box key={`${lane.pol}-${lane.pod}`} data-testid="booking-lane">
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 0.6, mb: 0.6 }}>
                <Typography component="h3" variant="h4">
                  {lane.sailings.length > 0 ? (
                    <RouteLink to="shipProgram" subPath={laneSlug(lane.pol, lane.pod)}>
                      {lane.polName} → {lane.podName}
                    </RouteLink>
                  ) : (
                    `${lane.polName} → ${lane.podName}`
                  )}
                </Typography>
                <QuoteButton lane={lane} size="small" variant="outlined" />
              </Stack>
              {lane.sailings.length > 0 ? <SailingList sailings={lane.sailings} laneLinks={false} caption={`${lane.polName} → ${lane.podName}`} /> : <Typography color="text.secondary">{t('account.noSailings')}</Typography>}
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
