import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'next-i18next/pages';
import { MakeReservationButton } from '@/components/account/reservations/MakeReservationButton';
import { RouteButton } from '@/components/common/RouteLink';
import { RequestStatePanel } from './RequestStatePanel';
import { formatMoney } from '@/lib/domain/money';
import { useLocale } from '@/lib/i18n';
import type { RequestDetail } from '@/lib/schemas/request';

/** The confirmation after an approval: the reference, the approved offer and what happens next. */
export function RequestApprovedView({ request, locationNames }: { request: RequestDetail; locationNames: Record<string, string> }) {
  const { t } = useTranslation('account');
  const { t: tSearch } = useTranslation('search');
  const locale = useLocale();
  const approved = request.offers.find((item) => item.id === request.approvedOfferId);
  const place = (code: string) => locationNames[code] ?? code;
  if (!approved || (request.status !== 'approved' && request.status !== 'converted')) {
    return (
      <Stack spacing={1}>
        <Alert severity="info">{t('approved.notApproved', { status: t(`status.${request.status}`) })}</Alert>
        <Box>
          <RouteButton to="requestDetail" query={{ id: request.id }} variant="outlined">
            {t('approved.viewRequest')}
          </RouteButton>
        </Box>
      </Stack>
    );
  }
  const steps = [t('approved.next.book', { carrier: approved.carrier }), t('approved.next.pay'), t('approved.next.documents'), t('approved.next.cancel')];
  return (
    <Stack spacing={1.2}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, textAlign: 'center', borderColor: 'success.main', borderWidth: 2 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography component="h2" variant="h2" sx={{ mt: 0.3 }}>
          {t('approved.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.8 }}>
          {t('approved.reference')}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, letterSpacing: 0.5 }} data-testid="approved-reference">
          {request.reference}
        </Typography>
        <Box sx={{ mt: 1.2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, textAlign: { sm: 'left' }, bgcolor: 'grey.50', borderRadius: 1, p: 1.2 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('approved.offer')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {approved.carrier} · {tSearch(`modes.${request.mode}`)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('request.lane')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {place(request.origin)} → {place(request.destination)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('approved.price')}
            </Typography>
            <Typography sx={{ fontWeight: 800 }} data-testid="approved-price">
              {formatMoney(approved.offer.total, locale)}
            </Typography>
          </Box>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="approved-next">
        {request.status === 'converted' ? (
          <RequestStatePanel request={request} audience="customer" actions={[]} />
        ) : (
          <>
            <Typography component="h3" variant="h4">
              {t('approved.next.title')}
            </Typography>
            <Box component="ol" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {steps.map((step, index) => (
                <Box component="li" key={step} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Box
                    aria-hidden
                    sx={{ flex: '0 0 auto', width: 30, height: 30, borderRadius: '50%', bgcolor: index === 0 ? 'secondary.main' : 'primary.main', color: '#fff', fontWeight: 800, display: 'grid', placeItems: 'center' }}
                  >
                    {index + 1}
                  </Box>
                  <Typography sx={{ pt: 0.2 }}>{step}</Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.8} sx={{ mt: 1.5 }}>
          {request.status === 'approved' && <MakeReservationButton requestId={request.id} />}
          <RouteButton to="requestDetail" query={{ id: request.id }} variant={request.status === 'approved' ? 'outlined' : 'contained'}>
            {t('approved.viewRequest')}
          </RouteButton>
          <RouteButton to="requests" variant="outlined">
            {t('approved.toList')}
          </RouteButton>
          <RouteButton to="reservations">{t('approved.reservations')}</RouteButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
