import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ReasonDialog } from '@/components/common/ReasonDialog';
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
  const [open, setOpen] = useState(false);
  // The action the dialog confirms; kept while the dialog closes, so its text stays until it has gone.
  const [confirming, setConfirming] = useState<Closing>('cancel');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const closing = (['reject', 'cancel'] as const).filter((action) => actions.includes(action));
  if (actions.length === 0) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await api.post(endpointOf[confirming], { id: requestId, ...(reason.trim() ? { reason: reason.trim() } : {}) }, { locale });
      toast.success(t(`actions.done.${confirming}`), { toastId: `request-${confirming}` });
      setOpen(false);
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      toast.error(failureMessage(error, t('actions.failed')), { toastId: 'request-action-failed' });
      const status = error instanceof ApiFailure ? error.status : undefined;
      if (status === 409 || status === 404) {
        setOpen(false);
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
                setConfirming(action);
                setOpen(true);
              }}
              data-testid={`request-${action}`}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      <ReasonDialog
        open={open}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        titleId="request-action-title"
        title={t(`actions.confirm.${confirming}.title`)}
        body={t(`actions.confirm.${confirming}.body`)}
        reason={{ value: reason, onChange: setReason, label: t('actions.reason'), maxLength: 1000 }}
        keepLabel={t('actions.keep')}
        confirm={{ label: busy ? t('actions.working') : t(`actions.confirm.${confirming}.action`), color: confirming === 'reject' ? 'error' : 'primary', testId: 'confirm-action' }}
      />
    </Paper>
  );
}
