import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';

/**
 * Puts `value` on the clipboard (navigator.clipboard): a button named "Copy <label>", and beside it a polite live
 * region that says it was copied, or that it could not be (no clipboard outside https, or permission refused).
 */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation('account');
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), 4000);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.4 }}>
      <IconButton size="small" onClick={() => void copy()} aria-label={t('payments.transfer.copy', { label })} data-testid={testId}>
        {result === 'copied' ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
      <Box component="span" role="status" aria-live="polite" sx={{ fontSize: '0.8125rem', color: result === 'failed' ? 'error.main' : 'success.main' }}>
        {result === 'copied' ? t('payments.transfer.copied', { label }) : result === 'failed' ? t('payments.transfer.copyFailed', { label }) : ''}
      </Box>
    </Box>
  );
}
