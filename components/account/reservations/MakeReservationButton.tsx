import Button from '@mui/material/Button';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';

/** "Make the reservation" of an approved request: books it (Reservation/Create) and opens the reservation. */
export function MakeReservationButton({ requestId }: { requestId: number }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const book = async () => {
    setBusy(true);
    try {
      const reservation = await api.post('Reservation/Create', { requestId }, { locale }).catch(toastFailure(t('reservations.failed'), { toastId: 'Reservation/Create-failed' }));
      await router.push(routeHref({ to: 'reservationDetails', query: { id: reservation.id } }, locale).href, undefined, { locale });
    } catch {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" color="secondary" onClick={() => void book()} disabled={busy} data-testid="make-reservation">
      {t('reservations.make')}
    </Button>
  );
}
