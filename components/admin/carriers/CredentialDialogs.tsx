import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { FormDialog } from '@/components/account/FormDialog';
import { monospace, OneTimeSecretDialog } from '@/components/account/OneTimeSecretDialog';
import { useAutocompleteTexts } from '@/components/common/AutocompleteInput';
import { RouteLink } from '@/components/common/RouteLink';
import { api, failureMessage, fieldProblems } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { CarrierCredentialList, CarrierCredentialSecret } from '@/lib/schemas/carrier-credential';

type Credential = CarrierCredentialList['items'][number];

/** A form's submission: the call, and on a refusal the server's field errors on their fields, else a toast. */
function useCredentialForm<T extends Record<string, unknown>>(options: { defaultValues: T; schema: () => Promise<import('zod').ZodType>; fields: readonly (keyof T & string)[] }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const form = useForm<T>({ mode: 'onTouched', defaultValues: options.defaultValues as never, resolver: lazyZodResolver<T>(options.schema, (code, params) => tErrors(code, params)) });
  const submitWith = (send: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
        form.reset(options.defaultValues as never);
      } catch (error) {
        const problems = fieldProblems(error).filter((problem) => options.fields.includes(problem.field));
        for (const problem of problems) form.setError(problem.field as never, { message: problem.message });
        if (problems.length === 0) toast.error(failureMessage(error, t('carriers.credentials.failed')), { toastId: 'carrier-credential-failed' });
      }
    });
  return { form, submitWith };
}

/**
 * Sets a carrier up (Admin): its name picked from the carriers our shipments name (with how many; one that has a
 * credential already can't be picked again), or typed for a carrier whose shipments are still to come.
 */
export function CreateCredentialDialog({ open, list, onClose, onCreated }: { open: boolean; list: CarrierCredentialList; onClose: () => void; onCreated: (answer: CarrierCredentialSecret) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { form, submitWith } = useCredentialForm({ defaultValues: { carrier: '' }, schema: () => import('@/lib/schemas/carrier-credential').then((module) => module.createCarrierCredentialBody), fields: ['carrier'] });
  const autocompleteTexts = useAutocompleteTexts();
  const taken = new Set(list.items.map((item) => item.carrier));
  const counts = new Map(list.shipmentCarriers.map((item) => [item.carrier, item.shipments]));
  const submit = submitWith(async (values) => onCreated(await api.post('Admin/CarrierCredential/Create', { carrier: values.carrier.trim() }, { locale })));
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('carriers.credentials.createTitle')}
      testId="carrier-credential-form"
      submitTestId="carrier-credential-submit"
      submitting={form.formState.isSubmitting}
      cancelLabel={t('carriers.credentials.cancel')}
      submitLabel={form.formState.isSubmitting ? t('carriers.credentials.submitting') : t('carriers.credentials.submit')}
      onClose={close}
      onSubmit={(event) => void submit(event)}
    >
      <Controller
        name="carrier"
        control={form.control}
        render={({ field, fieldState }) => (
          <Autocomplete
            {...autocompleteTexts}
            freeSolo
            autoSelect
            options={list.shipmentCarriers.map((item) => item.carrier)}
            getOptionDisabled={(option) => taken.has(option)}
            value={field.value}
            onChange={(_event, value) => field.onChange(value ?? '')}
            onInputChange={(_event, value) => field.onChange(value)}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
                <span>{option}</span>
                <Typography component="span" variant="body2" color="text.secondary">
                  {taken.has(option) ? t('carriers.credentials.carrierHasCredential') : t('carriers.credentials.carrierShipments', { count: counts.get(option) ?? 0, formatted: formatNumber(counts.get(option) ?? 0, locale) })}
                </Typography>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('carriers.credentials.carrier')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('carriers.credentials.carrierHint')}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100, 'data-testid': 'carrier-credential-carrier' } }}
              />
            )}
          />
        )}
      />
    </FormDialog>
  );
}

/** A new secret for a credential, the current one verifying for the overlap the Admin picks (0–168 hours, 24 usual). */
export function RotateCredentialDialog({ credential, onClose, onRotated }: { credential: Credential | null; onClose: () => void; onRotated: (answer: CarrierCredentialSecret) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { form, submitWith } = useCredentialForm({
    defaultValues: { overlapHours: 24 },
    schema: () => import('@/lib/schemas/carrier-credential').then((module) => module.rotateCarrierCredentialBody.omit({ id: true })),
    fields: ['overlapHours'],
  });
  const submit = submitWith(async (values) => onRotated(await api.post('Admin/CarrierCredential/Rotate', { id: credential!.id, overlapHours: values.overlapHours }, { locale })));
  return (
    <FormDialog
      open={credential !== null}
      title={credential ? t('carriers.credentials.rotateTitle', { carrier: credential.carrier }) : ''}
      testId="carrier-credential-rotate-form"
      submitTestId="carrier-credential-rotate-submit"
      submitting={form.formState.isSubmitting}
      cancelLabel={t('carriers.credentials.cancel')}
      submitLabel={form.formState.isSubmitting ? t('carriers.credentials.submitting') : t('carriers.credentials.rotateSubmit')}
      onClose={() => {
        form.reset();
        onClose();
      }}
      onSubmit={(event) => void submit(event)}
    >
      <Typography variant="body2">{t('carriers.credentials.rotateText')}</Typography>
      <Controller
        name="overlapHours"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            type="number"
            fullWidth
            required
            label={t('carriers.credentials.overlapHours')}
            value={Number.isNaN(field.value) ? '' : field.value}
            onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('carriers.credentials.overlapHint')}
            slotProps={{ htmlInput: { min: 0, max: 168, step: 1, inputMode: 'numeric', 'data-testid': 'carrier-credential-overlap' } }}
          />
        )}
      />
    </FormDialog>
  );
}

/** The secret of a new or rotated credential, shown this once, with how the carrier signs and where it sends (`pushUrl`). */
export function CredentialSecretDialog({ answer, pushUrl, onDone }: { answer: CarrierCredentialSecret | null; pushUrl: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <OneTimeSecretDialog
      secret={answer?.secret ?? null}
      subject={answer?.carrier ?? ''}
      title={answer ? t('carriers.credentials.secretTitle', { carrier: answer.carrier }) : ''}
      namespace="admin"
      textsKey="carriers.credentials.secret"
      testId="carrier-credential"
      onDone={onDone}
    >
      <Box sx={{ mt: 2 }} data-testid="carrier-credential-how">
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('carriers.credentials.howTitle')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('carriers.credentials.how')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('carriers.credentials.howEndpoint')}{' '}
          <Box component="code" sx={{ fontFamily: monospace, fontSize: '0.85rem' }} data-testid="carrier-credential-url">
            POST {pushUrl}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.75 }}>
          <RouteLink to="apiReference" target="_blank" rel="noopener">
            {t('carriers.credentials.docsLink')}
          </RouteLink>
        </Typography>
      </Box>
    </OneTimeSecretDialog>
  );
}
