import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * A yes-or-no question before an action that can't be undone (revoking a key): its title, what will happen, the
 * button that keeps things as they are and the one that acts (disabled while `busy`; closing is refused meanwhile).
 */
export function ConfirmDialog({ open, title, text, keepLabel, confirmLabel, busy, onKeep, onConfirm, testId }: {
  open: boolean;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => !busy && onKeep()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
        <Button onClick={onKeep} disabled={busy}>
          {keepLabel}
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={onConfirm} data-testid={testId}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
