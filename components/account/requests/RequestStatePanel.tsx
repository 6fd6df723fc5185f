import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import type { RequestAction } from '@/lib/domain/request-state';
import { requestSituation, requestStatusCopy, type RequestAudience } from '@/lib/requests/request-status-copy';
import type { RequestDetail } from '@/lib/schemas/request';
import { MakeReservationButton } from '../reservations/MakeReservationButton';

/** Where the request stands for this reader (lib/requests/request-status-copy.ts) and the one step that comes next. */
export function RequestStatePanel({ request, audience, actions }: { request: RequestDetail; audience: RequestAudience; actions: readonly RequestAction[] }) {
  const { t } = useTranslation('account');
  const chosenOffer = request.offers.some((offer) => offer.source === 'instant');
  const copy = requestStatusCopy(requestSituation(request.status, chosenOffer), audience);
  const action =
    actions.includes('convert') ? (
      <MakeReservationButton requestId={request.id} />
    ) : copy.link === 'reservation' && request.reservationId !== null ? (
      <RouteButton to="reservationDetails" query={{ id: request.reservationId }} variant="contained">
        {t('requestState.links.reservation')}
      </RouteButton>
    ) : copy.link === 'newSearch' ? (
      <RouteButton to="freightSearch" variant="outlined">
        {t('requestState.links.newSearch')}
      </RouteButton>
    ) : null;
  return (
    <Alert severity={copy.severity} sx={{ mt: 1 }} data-testid="request-state">
      <AlertTitle component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }} data-testid="request-state-heading">
        {t(copy.heading)}
      </AlertTitle>
      {t(copy.next)}
      {action && <Stack direction="row" sx={{ mt: 1 }}>{action}</Stack>}
    </Alert>
  );
}
