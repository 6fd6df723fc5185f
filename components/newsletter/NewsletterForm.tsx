import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { OutlinedField } from '@/components/common/OutlinedField';
import { useTranslation } from 'next-i18next/pages';
import { fieldMessage } from '@/components/contact/field-messages';
import { KvkkLink } from '@/components/contact/KvkkLink';
import { LinkedText } from '@/components/contact/LinkedText';
import { api, failureMessage } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';

type Field = 'email' | 'consent';
type Errors = Partial<Record<Field, string>>;

/** Where each variant's texts live: the page's `contact` namespace, or `common` for the footer box on every page. */
const variants = {
  page: { ns: 'contact', prefix: 'newsletter', validation: 'validation' },
  footer: { ns: 'common', prefix: 'newsletterBox', validation: 'newsletterBox.validation' },
} as const;

/**
 * The newsletter sign-up (double opt-in): an address and the consent. Checked with the API's own zod
 * schema, loaded with the HTTP client on the first submit only, so neither weighs on the page's first
 * load (the footer box is on every page, hence no form library either). After sending, it says where
 * the confirmation link went. Its ids are fixed, one set per variant (the newsletter page holds both forms):
 * what was typed into the server's markup before the form came alive finds its field (components/islands/early-input.ts).
 */
export function NewsletterForm({ variant }: { variant: 'page' | 'footer' }) {
  const { ns, prefix, validation } = variants[variant];
  const { t } = useTranslation(ns);
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const message = fieldMessage(t, validation);
  /** The form's ids and test ids. */
  const idOf = (name: string) => `newsletter-${variant}-${name}`;

  async function check(values: { email: string; consent: boolean }) {
    const [{ newsletterSubscribeBody }, { fieldErrors }] = await Promise.all([import('@/lib/schemas/newsletter'), import('@/lib/schemas/errors')]);
    const input = { ...values, language: locale, website };
    const result = newsletterSubscribeBody.safeParse(input);
    const found: Errors = {};
    if (!result.success) for (const error of fieldErrors(result.error, input)) if ((error.field === 'email' || error.field === 'consent') && !found[error.field]) found[error.field] = message(error.code, error.params);
    return { found, data: result.success ? result.data : null };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const { found, data } = await check({ email, consent });
    setErrors(found);
    if (!data) {
      (found.email ? emailInput : consentInput).current?.focus();
      return;
    }
    setSending(true);
    try {
      await api.post('Newsletter/Subscribe', data, { locale });
      setSentTo(data.email);
    } catch (error) {
      toast.error(failureMessage(error, t(`${prefix}.failed`)), { toastId: `newsletter-${variant}-failed` });
    } finally {
      setSending(false);
    }
  }

  const revalidate = (values: { email: string; consent: boolean }) => {
    if (tried) void check(values).then(({ found }) => setErrors(found));
  };

  if (sentTo) {
    return (
      <Alert severity="success" role="status" data-testid={idOf('sent')}>
        {variant === 'page' ? (
          <>
            <Box component="strong" sx={{ display: 'block', mb: 0.3 }}>
              {t(`${prefix}.sentTitle`)}
            </Box>
            {t(`${prefix}.sentBody`, { email: sentTo })}
          </>
        ) : (
          t(`${prefix}.sent`, { email: sentTo })
        )}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid={idOf('form')} sx={{ position: 'relative' }}>
      <OutlinedField
        id={idOf('email')}
        fullWidth
        required
        size={variant === 'footer' ? 'small' : 'medium'}
        type="email"
        autoComplete="email"
        label={t(`${prefix}.email`)}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          revalidate({ email: event.target.value, consent });
        }}
        error={Boolean(errors.email)}
        helperText={errors.email ?? (variant === 'page' ? ' ' : undefined)}
        inputRef={emailInput}
        inputProps={{ inputMode: 'email', 'data-testid': idOf('email') }}
      />
      <FormControl error={Boolean(errors.consent)} required sx={{ mt: variant === 'page' ? 0 : 0.6, display: 'flex' }}>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.6 }, '& .MuiFormControlLabel-label': { fontSize: variant === 'footer' ? '0.82rem' : undefined } }}
          control={
            <Checkbox
              checked={consent}
              size={variant === 'footer' ? 'small' : 'medium'}
              onChange={(event) => {
                setConsent(event.target.checked);
                revalidate({ email, consent: event.target.checked });
              }}
              slotProps={{ input: { ref: consentInput, 'data-testid': idOf('consent'), 'aria-invalid': Boolean(errors.consent), 'aria-describedby': errors.consent ? idOf('consent-error') : undefined, required: true } as never }}
            />
          }
          label={<LinkedText text={t(`${prefix}.consent`)} link={(words) => <KvkkLink>{words}</KvkkLink>} />}
        />
        {errors.consent && <FormHelperText id={idOf('consent-error')}>{errors.consent}</FormHelperText>}
      </FormControl>
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
        <label>
          {t(`${prefix}.email`)} (2)
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
        </label>
      </Box>
      <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 0.8 }} data-testid={idOf('submit')}>
        {sending ? t(`${prefix}.sending`) : t(`${prefix}.submit`)}
      </Button>
    </Box>
  );
}
