import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useScreenReload } from '@/components/account/AccountScreenPage';
import { useState } from 'react';
import { ReasonDialog } from '@/components/common/ReasonDialog';
import { useReasonDialog } from '@/components/common/useReasonDialog';
import { useTranslation } from 'next-i18next/pages';
import type { RequestAction } from '@/lib/domain/request-state';
import { api, type PostName } from '@/lib/client/api';
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
  const reload = useScreenReload();
  const locale = useLocale();
  // The action the dialog confirms; kept while the dialog closes, so its text stays until it has gone.
  const [confirming, setConfirming] = useState<Closing>('cancel');
  const decision = useReasonDialog({
    send: (reason) => api.post(endpointOf[confirming], { id: requestId, ...(reason ? { reason } : {}) }, { locale }),
    done: { message: t(`actions.done.${confirming}`), toastId: `request-${confirming}` },
    failed: { message: t('actions.failed'), toastId: 'request-action-failed' },
    reload,
  });
  const closing = (['reject', 'cancel'] as const).filter((action) => actions.includes(action));
  if (actions.length === 0) return null;

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
                setConfirming(action);
                decision.start();
              }}
              data-testid={`request-${action}`}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      <ReasonDialog
        {...decision.dialog}
        titleId="request-action-title"
        title={t(`actions.confirm.${confirming}.title`)}
        body={t(`actions.confirm.${confirming}.body`)}
        reason={{ ...decision.reason, label: t('actions.reason'), maxLength: 1000 }}
        keepLabel={t('actions.keep')}
        confirm={{ label: decision.dialog.busy ? t('actions.working') : t(`actions.confirm.${confirming}.action`), color: confirming === 'reject' ? 'error' : 'primary', testId: 'confirm-action' }}
      />
    </Paper>
  );
}
