import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** The reason field of a ReasonDialog: its value and checks belong to the caller, which knows when a reason is missing. */
export interface ReasonField {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  /** Marks the field as required (the caller refuses an empty reason). */
  required?: boolean;
  /** What is wrong with the reason, shown in place of the hint. */
  error?: string | null;
  hint?: string;
  maxLength: number;
  name?: string;
  autoFocus?: boolean;
  testId?: string;
}

export interface ReasonDialogProps {
  open: boolean;
  /** While the confirmed action runs: both buttons wait and the dialog stays open. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** What confirming does. */
  body: string;
  reason: ReasonField;
  keepLabel: string;
  confirm: { label: string; color: 'error' | 'primary'; testId: string };
}

/** A confirmation that asks why: the title, what confirming does, a reason field (required or optional), keep or confirm. */
export function ReasonDialog({ open, busy, onClose, onConfirm, titleId, title, body, reason, keepLabel, confirm }: ReasonDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        <TextField
          sx={{ mt: 1.2 }}
          fullWidth
          multiline
          minRows={2}
          required={reason.required}
          autoFocus={reason.autoFocus}
          name={reason.name}
          label={reason.label}
          value={reason.value}
          onChange={(event) => reason.onChange(event.target.value)}
          onBlur={reason.onBlur}
          error={Boolean(reason.error)}
          helperText={reason.error || reason.hint}
          slotProps={{ htmlInput: { maxLength: reason.maxLength, 'data-testid': reason.testId } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
        <Button onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
        <Button variant="contained" color={confirm.color} onClick={onConfirm} disabled={busy} data-testid={confirm.testId}>
          {confirm.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
