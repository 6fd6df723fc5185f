import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';

export const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * The texts of a one-time secret's dialog under one key of a namespace (the account's `apiKeys.secret`,
 * `webhooks.secret`; the admin's `carriers.credentials.secret`): `warning` (that this is the only time it is shown, and what to do if it is lost), `label` (the
 * field's), `copy` (the worded copy button), `copied`, `copyFailed`, and `done` (the one button that closes it).
 */
type SecretText = 'warning' | 'label' | 'copy' | 'copied' | 'copyFailed' | 'done';

/**
 * A secret shown this once (an API key, a webhook signing secret): a warning, the secret in a read-only field that
 * selects itself, a worded copy button with its outcome announced, and one button that closes it. A click beside it
 * or Escape would lose the secret, so neither closes it. `testId` names its parts: `{testId}-secret`, `{testId}-copy`,
 * `{testId}-secret-done`.
 */
export function OneTimeSecretDialog({ secret, subject, title, textsKey, namespace = 'account', testId, children, onDone }: {
  /** The secret; null: the dialog is closed. */
  secret: string | null;
  /** What the secret belongs to (the key's name, the endpoint's URL). */
  subject: string;
  title: string;
  /** Where its other texts are, in `namespace`. */
  textsKey: string;
  /** The namespace of `textsKey`: the account area's by default. */
  namespace?: 'account' | 'admin';
  testId: string;
  /** More to say under the secret (how to use it). */
  children?: ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation(namespace);
  const text = (name: SecretText) => t(`${textsKey}.${name}`);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      // No clipboard outside a secure origin, or permission refused: the field is selectable.
      setCopied('failed');
    }
  };
  const done = () => {
    setCopied(null);
    onDone();
  };
  return (
    <Dialog open={secret !== null} fullWidth maxWidth="sm" aria-labelledby={`${testId}-secret-title`} aria-describedby={`${testId}-secret-warning`}>
      {secret !== null && (
        <>
          <DialogTitle id={`${testId}-secret-title`}>{title}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" id={`${testId}-secret-warning`} sx={{ mb: 1.5 }}>
              {text('warning')}
            </Alert>
            <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5, overflowWrap: 'anywhere' }}>
              {subject}
            </Typography>
            <TextField
              fullWidth
              multiline
              label={text('label')}
              value={secret}
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': `${testId}-secret`, spellCheck: false, style: { fontFamily: monospace, fontSize: '0.9rem', wordBreak: 'break-all' } } }}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={copied === 'copied' ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy(secret)} data-testid={`${testId}-copy`}>
                {text('copy')}
              </Button>
              <Typography component="span" role="status" aria-live="polite" variant="body2" sx={{ color: copied === 'failed' ? 'error.main' : 'success.main' }}>
                {copied === 'copied' ? text('copied') : copied === 'failed' ? text('copyFailed') : ''}
              </Typography>
            </Stack>
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
            <Button variant="contained" onClick={done} data-testid={`${testId}-secret-done`}>
              {text('done')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
