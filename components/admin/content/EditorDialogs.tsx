import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { fromIstanbulInput, toIstanbulInput } from '@/lib/domain/business-date';

/** 409: someone saved the entry since it was opened. Reload theirs, keep editing, or save this over it. */
export function ConflictDialog({ open, onReload, onKeep, onOverwrite }: { open: boolean; onReload: () => void; onKeep: () => void; onOverwrite: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="content-conflict-title" aria-describedby="content-conflict-text" data-testid="content-conflict">
      <DialogTitle id="content-conflict-title">{t('content.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="content-conflict-text">{t('content.conflict.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onReload} data-testid="conflict-reload">
          {t('content.conflict.reload')}
        </Button>
        <Button onClick={onOverwrite} data-testid="conflict-overwrite">
          {t('content.conflict.overwrite')}
        </Button>
        <Button onClick={onKeep} variant="contained" autoFocus data-testid="conflict-keep">
          {t('content.conflict.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Deleting an entry, behind a confirmation. */
export function DeleteDialog({ open, title, busy, onCancel, onConfirm }: { open: boolean; title: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="content-delete-title">
      <DialogTitle id="content-delete-title">{t('content.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('content.delete.text', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} data-testid="content-delete-confirm">
          {t('content.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Scheduling: a date and time in Istanbul, in the future; answers the instant as ISO with its offset. */
export function ScheduleDialog({ open, initial, onCancel, onSchedule }: { open: boolean; initial: string | null; onCancel: () => void; onSchedule: (publishAt: string) => void }) {
  const { t } = useTranslation('admin');
  const suggestion = () => toIstanbulInput(initial && Date.parse(initial) > Date.now() ? initial : new Date(Date.now() + 86_400_000));
  const [value, setValue] = useState(suggestion);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const iso = fromIstanbulInput(value);
    if (!iso) return setError(t('content.schedule.invalid'));
    if (Date.parse(iso) <= Date.now()) return setError(t('content.schedule.past'));
    setError(null);
    onSchedule(iso);
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="content-schedule-title" fullWidth maxWidth="xs">
      <DialogTitle id="content-schedule-title">{t('content.schedule.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('content.schedule.text')}</DialogContentText>
        <TextField
          type="datetime-local"
          label={t('content.schedule.at')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('content.schedule.timeZone')}
          fullWidth
          autoFocus
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-at', step: 60 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={submit} variant="contained" data-testid="schedule-confirm">
          {t('content.schedule.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
