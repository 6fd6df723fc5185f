import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { OfferCard } from '@/components/search/OfferCard';
import type { RequestAction } from '@/lib/domain/request-state';
import { apiHref } from '@/lib/client/api';
import { formatDay, formatFileSize, formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { RequestDetail } from '@/lib/schemas/request';
import { RequestActions } from './RequestActions';
import { RequestStatePanel } from './RequestStatePanel';
import type { RequestAudience } from '@/lib/requests/request-status-copy';
import { RequestStatusChip } from './RequestStatusChip';
import { RequestTitle } from './RequestTitle';
import { Fact } from '@/components/common/Fact';


/**
 * One request as its customer (owner or company admin) or operations see it: where it stands, the lane, what the viewer can do, the
 * offers (each live, still valid one can be approved), the documents and the history. `today` is the
 * server's day in Istanbul, so an offer's validity reads the same on both sides of hydration.
 */
export function RequestDetailView({
  request,
  locationNames,
  actions = [],
  audience,
  today,
}: {
  request: RequestDetail;
  locationNames: Record<string, string>;
  actions?: readonly RequestAction[];
  audience: RequestAudience;
  today?: string;
}) {
  const { t } = useTranslation('account');
  const { t: tSearch } = useTranslation('search');
  const locale = useLocale();
  const day = (value: string) => formatDay(value, locale, 'longDay');
  const moment = (iso: string) => formatInstant(iso, locale);
  const place = (code: string) => (locationNames[code] ? `${locationNames[code]} (${code})` : code);
  return (
    <Stack spacing={1.2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <RequestTitle title={t('request.reference', { reference: request.reference })} status={request.status} testId="request-heading" />
        <RequestStatePanel request={request} audience={audience} actions={actions} />
        <Box sx={{ mt: 1.2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Fact label={t('request.lane')} value={`${place(request.origin)} → ${place(request.destination)}`} />
          <Fact label={t('request.mode')} value={tSearch(`modes.${request.mode}`)} />
          <Fact label={t('request.readyDate')} value={day(request.readyDate)} />
          <Fact label={t('request.createdAt')} value={moment(request.createdAt)} />
        </Box>
        {request.message && (
          <Box sx={{ mt: 1.2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('request.message')}
            </Typography>
            {/* Plain text: React escapes it, markup in a note is shown, never run. */}
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="request-message">
              {request.message}
            </Typography>
          </Box>
        )}
      </Paper>

      <RequestActions requestId={request.id} actions={actions.filter((action) => action !== 'convert')} />

      <Typography component="h3" variant="h4">
        {t('request.offers')}
      </Typography>
      {request.offers.length === 0 && (
        <Typography color="text.secondary" data-testid="no-offers">
          {t('request.noOffers')}
        </Typography>
      )}
      {/* The approved offer first: the one the request went on with. */}
      {[...request.offers].sort((a, b) => Number(b.id === request.approvedOfferId) - Number(a.id === request.approvedOfferId)).map((item) => {
        const lapsed = today !== undefined && item.validUntil < today;
        const approvable = actions.includes('approve') && !item.withdrawn && !lapsed;
        return (
          <Box key={item.id} sx={{ opacity: item.withdrawn ? 0.55 : 1 }} data-testid="request-offer">
            <Stack direction="row" spacing={0.5} sx={{ mb: 0.4 }}>
              <Chip size="small" variant="outlined" label={t(`request.${item.source}`)} />
              {item.withdrawn && <Chip size="small" label={t('request.withdrawn')} />}
              {!item.withdrawn && lapsed && request.approvedOfferId !== item.id && <Chip size="small" label={t('actions.offerExpired')} />}
              {request.approvedOfferId === item.id && <Chip size="small" color="success" label={t('request.approved')} />}
            </Stack>
            <OfferCard
              offer={{ ...item.offer, fastest: false }}
              highlighted={request.approvedOfferId === item.id}
              actions={
                approvable ? (
                  <RouteButton to="requestApproval" query={{ id: request.id, offerId: item.id }} variant="contained" color="secondary" data-testid="approve-offer">
                    {t('actions.approve')}
                  </RouteButton>
                ) : undefined
              }
            />
          </Box>
        );
      })}

      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h3" variant="h4">
          {t('request.files')}
        </Typography>
        {request.files.length === 0 ? (
          <Typography color="text.secondary">{t('request.noFiles')}</Typography>
        ) : (
          <List dense>
            {request.files.map((file) => (
              <ListItem
                key={file.id}
                secondaryAction={
                  <Button size="small" href={apiHref('File/Get', { id: file.id })} download>
                    {t('request.download')}
                  </Button>
                }
              >
                <AttachFileIcon fontSize="small" sx={{ mr: 0.6 }} color="action" />
                <ListItemText primary={file.fileName} secondary={formatFileSize(file.sizeBytes, locale)} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h3" variant="h4">
          {t('history.title')}
        </Typography>
        <List dense data-testid="request-history">
          {request.history.map((entry) => (
            <ListItem key={`${entry.at}-${entry.action}`} disableGutters>
              <ListItemText primary={t(`history.${entry.action.split('.')[1] ?? entry.action}`)} secondary={moment(entry.at)} />
              {entry.to && <RequestStatusChip status={entry.to as RequestDetail['status']} />}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
