import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, RouteLink } from '@/components/common/RouteLink';
import { formatDay, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Dashboard } from '@/lib/server/account/get-dashboard';
import { RequestStatusChip } from '../requests/RequestStatusChip';

const BookingsChart = dynamic(() => import('./BookingsChart'), { ssr: false, loading: () => <Box sx={{ height: 240 }} /> });

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.8rem', fontWeight: 800 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.6 }}>
        <Typography component="h2" variant="h4">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** The account's start: counts by state, the latest requests and reservations, booked value per month, next departures. */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const day = (dayOrInstant: string) => formatDay(dayOrInstant, locale);
  const requests = dashboard.requestCounts;
  const reservations = dashboard.reservationCounts;
  const sum = (counts: Record<string, number | undefined>, keys: string[]) => keys.reduce((total, key) => total + (counts[key] ?? 0), 0);
  return (
    <Stack spacing={1.2}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Stat label={t('dashboard.openRequests')} value={sum(requests, ['submitted', 'quoted', 'approved'])} testId="stat-open-requests" />
        <Stat label={t('dashboard.awaitingApproval')} value={sum(requests, ['quoted'])} testId="stat-awaiting-approval" />
        <Stat label={t('dashboard.awaitingPayment')} value={sum(reservations, ['awaitingPayment', 'paymentUnderReview'])} testId="stat-awaiting-payment" />
        <Stat label={t('dashboard.activeShipments')} value={sum(reservations, ['paid', 'confirmed', 'inTransit'])} testId="stat-active" />
      </Box>
      <Panel title={t('dashboard.bookingsByMonth')}>
        <BookingsChart months={dashboard.bookingsByMonth} label={t('dashboard.bookedValue')} />
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.fxNote', { date: day(dashboard.fxDate) })}
        </Typography>
      </Panel>
      <Box sx={{ display: 'grid', gap: 1.2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Panel
          title={t('dashboard.recentRequests')}
          action={
            <RouteButton to="requests" size="small">
              {t('dashboard.all')}
            </RouteButton>
          }
        >
          {dashboard.recentRequests.length === 0 ? (
            <Typography color="text.secondary">
              {t('dashboard.noRequests')} <RouteLink to="freightSearch">{t('dashboard.search')}</RouteLink>
            </Typography>
          ) : (
            <List dense disablePadding>
              {dashboard.recentRequests.map((request) => (
                // The status chip stands beside the text, in the row's flow: never over the amount, on any width.
                <ListItem key={request.id} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }} data-testid="recent-request">
                  <ListItemText
                    sx={{ minWidth: 0 }}
                    primary={
                      <RouteLink to="requestDetail" query={{ id: request.id }}>
                        {request.reference}
                      </RouteLink>
                    }
                    secondary={`${request.origin} → ${request.destination} · ${day(request.createdAt)}${request.total ? ` · ${formatMoney(request.total, locale)}` : ''}`}
                  />
                  <Box sx={{ flexShrink: 0, mt: 0.4 }}>
                    <RequestStatusChip status={request.status} />
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <Panel
          title={t('dashboard.recentReservations')}
          action={
            <RouteButton to="reservations" size="small">
              {t('dashboard.all')}
            </RouteButton>
          }
        >
          {dashboard.recentReservations.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.noReservations')}</Typography>
          ) : (
            <List dense disablePadding>
              {dashboard.recentReservations.map((reservation) => (
                <ListItem key={reservation.id} disableGutters>
                  <ListItemText
                    primary={
                      <RouteLink to="reservationDetails" query={{ id: reservation.id }}>
                        {reservation.reference}
                      </RouteLink>
                    }
                    secondary={`${t(`dashboard.reservationStatus.${reservation.status}`)} · ${formatMoney(reservation.amount, locale)} · ${day(reservation.createdAt)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      </Box>
      <Panel title={t('dashboard.nextDepartures')}>
        {dashboard.nextDepartures.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.noDepartures')}</Typography>
        ) : (
          <List dense disablePadding>
            {dashboard.nextDepartures.map((departure) => (
              <ListItem key={departure.requestId} disableGutters>
                <ListItemText
                  primary={`${day(departure.departure)} · ${departure.carrier}`}
                  secondary={
                    <>
                      {departure.origin} → {departure.destination} ·{' '}
                      <RouteLink to="requestDetail" query={{ id: departure.requestId }}>
                        {departure.reference}
                      </RouteLink>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Panel>
    </Stack>
  );
}
