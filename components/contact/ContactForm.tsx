import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedField } from '@/components/common/OutlinedField';
import { plainTextarea } from '@/components/common/plain-textarea';
import { SelectField } from '@/components/common/SelectField';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { api, ApiFailure, failureMessage, fieldProblems, type BodyOf } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import { CONTACT_MESSAGE_MAX, contactSubjects } from '@/lib/domain/contact-subjects';
import { fieldMessage } from './field-messages';
import { KvkkLink } from './KvkkLink';
import { LinkedText } from './LinkedText';

interface ContactValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
  website: string;
}

const empty: ContactValues = { name: '', company: '', email: '', phone: '', subject: '', message: '', consent: false, website: '' };

type TextName = 'name' | 'company' | 'email' | 'phone';

/**
 * The contact form: checked with the API's own schema (loaded on first validation), errors under each
 * field, a character counter on the message, the KVKK consent, a honeypot no person or screen reader
 * meets, and on success a confirmation that says what happens next. The fields have fixed ids: what was
 * typed into the server's markup before the form came alive finds its field (components/islands/early-input.ts).
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<ContactValues>({
    mode: 'onTouched',
    defaultValues: empty,
    resolver: lazyZodResolver<ContactValues>(() => import('@/lib/schemas/contact').then((module) => module.contactSendBody), fieldMessage(t, 'validation')),
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async (values) => {
    try {
      // The resolver has checked the values against the endpoint's own schema (contactSendBody).
      await api.post('Contact/Send', { ...values, language: locale } as BodyOf<'Contact/Send'>, { locale });
      setSent({ name: values.name, email: values.email });
      reset(empty);
    } catch (error) {
      const errors = fieldProblems(error);
      if (error instanceof ApiFailure && error.status === 400 && errors.length) {
        for (const item of errors) if (item.field in empty) setError(item.field as Path<ContactValues>, { type: 'server', message: item.message }, { shouldFocus: true });
        toast.error(t('form.fixErrors'), { toastId: 'contact-invalid' });
      } else {
        toast.error(failureMessage(error, t('form.failed')), { toastId: 'contact-failed' });
      }
    }
  });

  if (sent) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} data-testid="contact-sent">
        <Alert severity="success" role="status" sx={{ mb: 1.5 }}>
          <Typography component="h2" variant="h3" tabIndex={-1} ref={sentHeading} sx={{ outline: 'none', mb: 0.4 }}>
            {t('sent.title')}
          </Typography>
          {t('sent.body', { name: sent.name, email: sent.email })}
        </Alert>
        <Typography component="h3" variant="h4" sx={{ mb: 0.6 }}>
          {t('sent.nextTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.2, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
          {(t('sent.next', { returnObjects: true }) as string[]).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Box>
        <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => setSent(null)} data-testid="contact-another">
          {t('sent.another')}
        </Button>
      </Paper>
    );
  }

  const text = (name: TextName, extra: { autoComplete: string; type?: string; inputMode?: 'email' | 'tel' | 'text'; required?: boolean; help?: string }) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <OutlinedField
          {...field}
          id={`contact-${name}`}
          fullWidth
          required={extra.required ?? true}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          label={t(`form.${name}`)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? extra.help ?? ' '}
          inputProps={{ 'data-testid': `contact-${name}`, inputMode: extra.inputMode }}
        />
      )}
    />
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 1.5, md: 2 } }} data-testid="contact-form" aria-labelledby="contact-form-title">
      <Typography component="h2" variant="h3" id="contact-form-title">
        {t('form.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.2 }}>
        {t('form.requiredNote')}
      </Typography>
      <Grid container spacing={1.2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', { autoComplete: 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('company', { autoComplete: 'organization', required: false, help: t('form.companyHelp') })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', { autoComplete: 'email', type: 'email', inputMode: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel', help: t('form.phoneHelp') })}</Grid>
        <Grid size={12}>
          <Controller
            name="subject"
            control={control}
            render={({ field, fieldState }) => (
              <SelectField
                id="contact-subject"
                fullWidth
                required
                label={t('form.subject')}
                value={field.value}
                onChange={field.onChange}
                options={contactSubjects.map((subject) => ({ value: subject, label: t(`form.subjects.${subject}`) }))}
                emptyLabel="—"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
                selectProps={{ name: field.name, onBlur: field.onBlur, 'data-testid': 'contact-subject' }}
                selectRef={field.ref}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="message"
            control={control}
            render={({ field, fieldState }) => (
              <OutlinedField
                {...field}
                id="contact-message"
                fullWidth
                required
                multiline
                rows={6}
                label={t('form.message')}
                error={Boolean(fieldState.error) || messageLength > CONTACT_MESSAGE_MAX}
                helperText={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <span>{fieldState.error?.message ?? t('form.messageHelp')}</span>
                    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="contact-counter">
                      {t('form.counter', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
                    </Box>
                  </Box>
                }
                {...plainTextarea}
                inputProps={{ 'data-testid': 'contact-message' }}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="consent"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.6 } }}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref, 'data-testid': 'contact-consent', 'aria-invalid': Boolean(fieldState.error), 'aria-describedby': fieldState.error ? 'contact-consent-error' : undefined, required: true } as never }}
                    />
                  }
                  label={<LinkedText text={t('form.consent')} link={(words) => <KvkkLink>{words}</KvkkLink>} />}
                />
                {fieldState.error && <FormHelperText id="contact-consent-error">{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Grid>
      </Grid>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology; people leave it empty. */}
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
        <Controller
          name="website"
          control={control}
          render={({ field }) => (
            <label>
              {t('form.honeypot')}
              <input {...field} type="text" tabIndex={-1} autoComplete="off" data-testid="contact-website" />
            </label>
          )}
        />
      </Box>
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} data-testid="contact-submit">
          {formState.isSubmitting ? t('form.sending') : t('form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
