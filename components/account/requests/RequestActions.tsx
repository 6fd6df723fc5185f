import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import type { RequestAction } from '@/lib/domain/request-state';
import { api, ApiFailure, failureMessage, type PostName } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';

type Closing = 'reject' | 'cancel';
const endpointOf = { reject: 'Demand/Reject', cancel: 'Demand/Cancel' } as const satisfies Record<Closing, PostName>;

/**
 * What the viewer can do with a request, from the state machine: a hint to approve one of the offers
 * below, and reject / cancel behind a confirmation with an optional reason. After a change (or a
 * conflict: someone else changed it first) the page is reloaded from the server.
 */
export function RequestActions({ requestId, actions }: { requestId: number; actions: readonly RequestAction[] }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const locale = useLocale();
  const [open, setOpen] = useState<Closing | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const closing = (['reject', 'cancel'] as const).filter((action) => actions.includes(action));
  if (actions.length === 0) return null;

  const confirm = async () => {
    if (!open) return;
    setBusy(true);
    try {
      await api.post(endpointOf[open], { id: requestId, ...(reason.trim() ? { reason: reason.trim() } : {}) }, { locale });
      toast.success(t(`actions.done.${open}`), { toastId: `request-${open}` });
      setOpen(null);
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      toast.error(failureMessage(error, t('actions.failed')), { toastId: 'request-action-failed' });
      const status = error instanceof ApiFailure ? error.status : undefined;
      if (status === 409 || status === 404) {
        setOpen(null);
        await router.replace(router.asPath, undefined, { scroll: false });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="request-actions">
      <Typography component="h3" variant="h4">
        {t('actions.title')}
      </Typography>
      {actions.includes('approve') && (
        <Typography color="text.secondary" sx={{ mt: 0.4 }}>
          {t('actions.chooseOffer')}
        </Typography>
      )}
      {closing.length > 0 && (
        <Stack direction="row" spacing={0.8} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {closing.map((action) => (
            <Button
              key={action}
              variant="outlined"
              color={action === 'reject' ? 'error' : 'inherit'}
              onClick={() => {
                setReason('');
                setOpen(action);
              }}
              data-testid={`request-${action}`}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      <Dialog open={open !== null} onClose={() => !busy && setOpen(null)} fullWidth maxWidth="sm" aria-labelledby="request-action-title">
        {open && (
          <>
            <DialogTitle id="request-action-title">{t(`actions.confirm.${open}.title`)}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t(`actions.confirm.${open}.body`)}</DialogContentText>
              <TextField
                sx={{ mt: 1.2 }}
                fullWidth
                multiline
                minRows={2}
                label={t('actions.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
            </DialogContent>
            <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
              <Button onClick={() => setOpen(null)} disabled={busy}>
                {t('actions.keep')}
              </Button>
              <Button variant="contained" color={open === 'reject' ? 'error' : 'primary'} onClick={() => void confirm()} disabled={busy} data-testid="confirm-action">
                {busy ? t('actions.working') : t(`actions.confirm.${open}.action`)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Paper>
  );
}
