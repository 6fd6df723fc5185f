import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useLocale } from '@/lib/i18n';
import { useLookups } from '@/store/lookups';
import { trackingPageUrl } from './tracking-url';
import { TrackingNumberField } from './TrackingNumberField';

/**
 * The header's tracking dialog (loaded on first open): the tracking input; a number that passes the
 * browser's check opens the tracking page with it (?number=…), where the result is looked up.
 * Mirrors its state into the trackingModalOpen flag of the lookups store.
 */
export function TrackingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locale = useLocale();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  useEffect(() => useLookups.getState().setTrackingModalOpen(open), [open]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="tracking-dialog-title">
      <DialogTitle id="tracking-dialog-title" sx={{ pr: 6 }}>
        {t('trackingBox.dialogTitle')}
        <IconButton aria-label={t('trackingBox.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TrackingNumberField
          id="tracking-dialog-number"
          autoFocus
          onSubmit={(_typed, number) => {
            const { href, as } = trackingPageUrl(number, locale);
            onClose();
            void router.push(href, as, { locale });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
