import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import type { RequestStatus } from '@/lib/domain/request-state';

const colour: Record<RequestStatus, ChipProps['color']> = {
  submitted: 'info',
  quoted: 'warning',
  approved: 'success',
  converted: 'success',
  rejected: 'error',
  expired: 'default',
  cancelled: 'default',
};

/** A request's status as a coloured, translated chip. */
export function RequestStatusChip({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('account');
  return <Chip size="small" color={colour[status]} label={t(`status.${status}`)} data-testid="request-status" />;
}
