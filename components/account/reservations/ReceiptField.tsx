import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { receiptAcceptAttribute } from '@/lib/domain/file-rules';
import { formatFileSize } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { receiptMaxMegabytes, receiptProblem, receiptTypesText, type ReceiptProblem } from '@/lib/reservations/receipt-rule';

/** The message of a receipt problem, in the screen's language. */
export function useReceiptMessage(): (problem: ReceiptProblem, name?: string) => string {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (problem, name = '') => t(`payments.receipt.errors.${problem}`, { name, types: receiptTypesText(locale), megabytes: receiptMaxMegabytes });
}

/**
 * The required receipt of a bank transfer: one file of the types the server takes for receipts (the input's
 * `accept` and the helper text come from the same rule), checked when chosen; `error` is shown under it and
 * announced (a file left out, none chosen at submit, or the server's refusal).
 */
export function ReceiptField({ file, error, onChange }: { file: File | null; error: string | null; onChange: (file: File | null, error: string | null) => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const message = useReceiptMessage();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [labelId, hintId, errorId] = [`${id}-label`, `${id}-hint`, `${id}-error`];
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = receiptProblem(chosen);
    onChange(problem ? file : chosen, problem ? message(problem, chosen.name) : null);
  };
  // A file chosen before the page came alive (a slow network) is in the input already: it counts as chosen.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early && input.current) {
      input.current.value = '';
      choose(early);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field comes alive
  }, []);
  return (
    <Box data-testid="receipt-field">
      <Typography component="h3" variant="h4" id={labelId}>
        {t('payments.receipt.label')}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 0.8 }} data-testid="receipt-hint">
        {t('payments.receipt.hint', { types: receiptTypesText(locale), megabytes: receiptMaxMegabytes })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} aria-describedby={describedBy} data-testid="receipt-choose">
          {file ? t('payments.receipt.replace') : t('payments.receipt.choose')}
        </Button>
        {file && (
          <Stack direction="row" spacing={0.4} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="receipt-chosen">
            <InsertDriveFileOutlinedIcon fontSize="small" />
            <Typography sx={{ wordBreak: 'break-all' }}>
              {file.name} · {formatFileSize(file.size, locale)}
            </Typography>
            <IconButton size="small" onClick={() => onChange(null, null)} aria-label={t('payments.receipt.remove', { name: file.name })}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        required
        accept={receiptAcceptAttribute}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-testid="receipt-input"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error && (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 0.6 }} data-testid="receipt-error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
