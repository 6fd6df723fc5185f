import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { EmissionsLegs, EmissionsSummary } from '@/components/common/EmissionsEstimate';
import { addDays } from '@/lib/domain/business-date';
import { formatDay, formatMoney, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { FreightSearchAnswer } from '@/lib/schemas/freight';
import { useLookups } from '@/store/lookups';

type Offer = FreightSearchAnswer['offers'][number];

/** One priced offer: carrier, times, the total in its currency and in TRY/USD/EUR, its lines, and what can be done with it. */
export function OfferCard({ offer, actions, highlighted = false }: { offer: Offer; actions?: ReactNode; highlighted?: boolean }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const date = (day: string) => formatDay(day, locale, 'longDay');
  const basisValue = offer.basis.kind === 'containers' ? offer.basis.value : formatNumber(offer.basis.value, locale, 3);
  const locations = useLookups((state) => state.locations);
  const place = (code: string) => {
    const known = locations.find((location) => location.code === code);
    return known ? `${known.name} (${code})` : code;
  };
  const others = (['TRY', 'USD', 'EUR'] as const).filter((code) => code !== offer.total.currency).map((code) => formatMoney(offer.totals[code], locale));
  return (
    <Paper
      variant="outlined"
      id={`offer-${offer.tariffId}`}
      sx={{ p: 1.2, borderColor: highlighted ? 'primary.main' : offer.fastest ? 'secondary.main' : undefined, borderWidth: highlighted ? 2 : 1, scrollMarginTop: 96 }}
      data-testid="offer"
    >
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography component="h3" variant="h4">
              {offer.carrier}
            </Typography>
            <Chip size="small" label={t(`modes.${offer.mode}`)} />
            {offer.fastest && <Chip size="small" color="secondary" icon={<BoltIcon />} label={t('results.fastestBadge')} />}
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.3, fontWeight: 700 }} data-testid="offer-lane">
            {place(offer.origin)} → {place(offer.destination)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="offer-schedule">
            {t('results.schedule', { departure: date(offer.departure), arrival: date(addDays(offer.departure, offer.transitDays)) })} · {t('results.transitDays', { days: offer.transitDays })}
            {offer.freeDays > 0 && ` · ${t('results.freeDays', { days: offer.freeDays })}`}
          </Typography>
          {/* The price's own deadline, apart from the sailing: a departure after it is said in so many words. */}
          <Typography variant="body2" color="text.secondary" data-testid="offer-validity">
            {offer.departure > offer.validUntil
              ? t('results.bookByForDeparture', { date: date(offer.validUntil), departure: date(offer.departure) })
              : t('results.bookBy', { date: date(offer.validUntil) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`results.basis.${offer.basis.kind}`, { value: basisValue })}
          </Typography>
          {offer.emissions && <EmissionsSummary emissions={offer.emissions} />}
          {offer.note && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', fontStyle: 'italic' }} data-testid="offer-note">
              {offer.note}
            </Typography>
          )}
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }} data-testid="offer-total">
            {formatMoney(offer.total, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('results.approx')}: {others.join(' · ')}
          </Typography>
          {actions && (
            <Stack direction="row" spacing={0.6} sx={{ mt: 0.8, justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap' }} useFlexGap>
              {actions}
            </Stack>
          )}
        </Box>
      </Box>
      <Accordion disableGutters elevation={0} sx={{ mt: 0.6, '&:before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('results.breakdown')}</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0 }}>
          <Table size="small">
            <TableBody>
              {offer.lines.map((line) => (
                <TableRow key={line.code}>
                  <TableCell>{t(`lines.${line.code}`)}</TableCell>
                  <TableCell align="right">{formatMoney(line.amount, locale)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 800 }}>{t('results.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 800 }}>
                  {formatMoney(offer.total, locale)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <Typography variant="body2" sx={{ mt: 0.8, fontWeight: 700 }}>
            {t('results.excludedTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {offer.excluded.map((code) => t(`excluded.${code}`)).join(' · ')}
          </Typography>
          {offer.emissions && (
            <Box sx={{ mt: 1 }}>
              <EmissionsLegs emissions={offer.emissions} containers={offer.basis.kind === 'containers'} />
            </Box>
          )}
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}
