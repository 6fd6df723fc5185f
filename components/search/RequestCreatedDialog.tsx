import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import type { RequestSummary } from '@/lib/schemas/request';

/** The confirmation after "request this offer" (or "ask for a quote"): the request's reference, what happens next and the way to it. */
export function RequestCreatedDialog({ request, onClose }: { request: RequestSummary | null; onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Dialog open={Boolean(request)} onClose={onClose} aria-labelledby="request-created-title" maxWidth="xs" fullWidth>
      <DialogTitle id="request-created-title" sx={{ display: 'flex', alignItems: 'center', gap: 0.6 }}>
        <CheckCircleIcon color="success" />
        {t('request.createdTitle')}
      </DialogTitle>
      <DialogContent>
        {/* With an offer operations confirm it; without one (a quote asked for) they price the request first. */}
        <Typography data-testid="request-reference">{t(request?.total === null ? 'request.createdQuoteText' : 'request.createdText', { reference: request?.reference ?? '' })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('request.keepBrowsing')}</Button>
        {request && (
          <RouteButton to="requestDetail" query={{ id: String(request.id) }} variant="contained">
            {t('request.view')}
          </RouteButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
