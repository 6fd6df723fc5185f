import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { monospace } from '@/components/account/OneTimeSecretDialog';
import { CodeBlock } from '@/components/common/CodeBlock';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { CarrierEventRow } from '@/lib/schemas/carrier-event-admin';

/** A term and its value in the opened event's description list. */
function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, ...(wide ? { gridColumn: '1 / -1' } : {}) }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One carrier event opened: its eventID, what it was looked up by and matched to, its times, its dismissal, and the payload as sent. */
export function CarrierEventDetail({ event }: { event: CarrierEventRow }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    // width 0 + min-width 100 %: the payload's long lines scroll inside the row instead of widening the table.
    <Stack spacing={1.2} sx={{ py: 1.2, width: 0, minWidth: '100%' }} data-testid={`carrier-event-detail-${event.eventID}`}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
        <Item label={t('carriers.events.detail.eventID')}>
          <Box component="code" sx={{ fontFamily: monospace, fontSize: '0.8rem' }}>
            {event.eventID}
          </Box>
        </Item>
        <Item label={t('carriers.events.detail.matchedBy')}>
          <Box component="code" sx={{ fontFamily: monospace }}>
            {event.matchedBy ?? t('carriers.events.noReference')}
          </Box>
        </Item>
        <Item label={t('carriers.events.detail.shipment')}>{event.reference ?? t('carriers.events.detail.noShipment')}</Item>
        <Item label={t('carriers.events.detail.eventTime')}>{formatInstant(event.eventDateTime, locale)}</Item>
        <Item label={t('carriers.events.detail.received')}>{formatInstant(event.receivedAt, locale)}</Item>
        {event.dismissedAt && (
          <Item label={t('carriers.events.detail.dismissed')}>{t('carriers.events.detail.dismissedBy', { time: formatInstant(event.dismissedAt, locale), name: event.dismissedBy ?? '—' })}</Item>
        )}
        {event.dismissNote && (
          <Item label={t('carriers.events.detail.note')} wide>
            {event.dismissNote}
          </Item>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`carriers.events.statusHelp.${event.status}`)}
      </Typography>
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('carriers.events.detail.payload')}
        </Typography>
        <CodeBlock maxHeight={320} testId={`carrier-event-payload-${event.eventID}`} label={t('carriers.events.detail.payload')}>
          {JSON.stringify(event.payload, null, 2)}
        </CodeBlock>
      </Box>
    </Stack>
  );
}
