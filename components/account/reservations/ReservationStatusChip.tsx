import Chip from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import type { ReservationStatus } from '@/lib/domain/reservation-state';

const colors: Record<ReservationStatus, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'> = {
  awaitingPayment: 'warning',
  paymentUnderReview: 'info',
  paid: 'primary',
  confirmed: 'success',
  inTransit: 'secondary',
  delivered: 'success',
  cancelled: 'default',
};

export function ReservationStatusChip({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('account');
  return <Chip size="small" color={colors[status]} label={t(`reservations.status.${status}`)} data-testid="reservation-status" data-status={status} />;
}
