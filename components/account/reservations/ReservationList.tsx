import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/domain/money';
import { useLocale } from '@/lib/i18n';
import type { ReservationPage } from '@/lib/schemas/reservation';
import { ReservationStatusChip } from './ReservationStatusChip';

/** The reservations of a scope, newest first: reference, request, lane, amount, status (and who booked, on company-wide lists). */
export function ReservationList({ page, showOwner = false }: { page: ReservationPage; showOwner?: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  if (page.items.length === 0) return <Alert severity="info">{t('reservations.list.empty')}</Alert>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid="reservation-list">
        <TableHead>
          <TableRow>
            <TableCell>{t('reservations.list.reference')}</TableCell>
            <TableCell>{t('reservations.list.request')}</TableCell>
            <TableCell>{t('reservations.list.lane')}</TableCell>
            {showOwner && <TableCell>{t('reservations.list.owner')}</TableCell>}
            <TableCell align="right">{t('reservations.list.amount')}</TableCell>
            <TableCell>{t('reservations.list.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.items.map((item) => (
            <TableRow key={item.id} data-testid="reservation-row">
              <TableCell>
                <RouteLink to="reservationDetails" query={{ id: item.id }} sx={{ fontWeight: 700 }}>
                  {item.reference}
                </RouteLink>
              </TableCell>
              <TableCell>
                <RouteLink to="requestDetail" query={{ id: item.requestId }}>
                  {item.requestReference}
                </RouteLink>
              </TableCell>
              <TableCell>
                {item.origin} → {item.destination}
              </TableCell>
              {showOwner && <TableCell>{item.owner.fullName || item.owner.email}</TableCell>}
              <TableCell align="right">{formatMoney(item.total, locale)}</TableCell>
              <TableCell>
                <ReservationStatusChip status={item.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
