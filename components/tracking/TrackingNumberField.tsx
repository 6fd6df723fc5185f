import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { OutlinedField } from '@/components/common/OutlinedField';
import { useTranslation } from 'next-i18next/pages';
import { classifyTrackingNumber, MAX_TRACKING_INPUT } from '@/lib/domain/tracking';

/** Numbers of the demo set (lib/server/db/seed/demo-shipments.ts DEMO_TRACKING_SHOWCASE) shown as examples. */
export const EXAMPLE_TRACKING_NUMBERS = ['CSQU 305438 3', '235-12345675', 'MROC0107424281'] as const;

/** The field's localized message for a number classifyTrackingNumber refuses, or '' for a good one. */
export function useTrackingNumberProblem() {
  const { t } = useTranslation('common');
  return (input: string): { message: string; number: string | null } => {
    const result = classifyTrackingNumber(input);
    if (result.ok) return { message: '', number: result.number };
    if (result.problem === 'checkDigit') return { message: t(`trackingBox.errors.${result.kind === 'container' ? 'containerCheckDigit' : 'awbCheckDigit'}`, { expected: result.expected, given: result.given }), number: null };
    return { message: t(`trackingBox.errors.${result.problem}`), number: null };
  };
}

/**
 * The one tracking input (the header's dialog and the tracking page): booking reference, container
 * number, bill of lading or air waybill, checked in the browser with the server's own classification
 * (check digits included) before anything is sent; `serverError` shows what the server said. `id` names
 * the input, fixed so that what was typed into the tracking page's server markup before the field came alive
 * finds it (components/islands/early-input.ts); the header's dialog, which opens over that page too, has another.
 */
export function TrackingNumberField({
  id,
  initialValue = '',
  serverError = '',
  busy = false,
  autoFocus = false,
  onSubmit,
}: {
  id: string;
  initialValue?: string;
  serverError?: string;
  busy?: boolean;
  autoFocus?: boolean;
  /** The number as typed and as normalised (BK-2026-000042, CSQU3054383, 235-12345675 …). */
  onSubmit: (typed: string, number: string) => void;
}) {
  const { t } = useTranslation('common');
  const problemOf = useTrackingNumberProblem();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState('');
  const hintId = `${id}-examples`;
  // A new number from the address or a new message from the server replaces what the field shows.
  const [shown, setShown] = useState({ initialValue, serverError });
  if (shown.initialValue !== initialValue || shown.serverError !== serverError) {
    setShown({ initialValue, serverError });
    if (shown.initialValue !== initialValue) setValue(initialValue);
    if (shown.serverError !== serverError) setError(serverError);
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const { message, number } = problemOf(value);
    setError(message);
    if (number) onSubmit(value.trim(), number);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} role="search" aria-label={t('trackingBox.dialogTitle')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <OutlinedField
          id={id}
          fullWidth
          autoFocus={autoFocus}
          name="number"
          label={t('trackingBox.label')}
          placeholder={t('trackingBox.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError('');
          }}
          error={Boolean(error)}
          helperText={error || t('trackingBox.hint')}
          inputProps={{ maxLength: MAX_TRACKING_INPUT * 2, autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, 'data-testid': 'tracking-number', 'aria-describedby': hintId }}
          helperTextProps={{ role: error ? 'alert' : undefined }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={<SearchIcon />} sx={{ minHeight: 56, px: 3, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
          {t('trackingBox.submit')}
        </Button>
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <span>{t('trackingBox.examples')}</span>
        {EXAMPLE_TRACKING_NUMBERS.map((example) => (
          <Link
            key={example}
            component="button"
            type="button"
            onClick={() => {
              setValue(example);
              setError('');
            }}
            sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}
          >
            {example}
          </Link>
        ))}
      </Typography>
    </Box>
  );
}
