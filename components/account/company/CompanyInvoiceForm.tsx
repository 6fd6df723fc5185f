import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useScreenReload } from '@/components/account/AccountScreenPage';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { formatPhone } from '@/lib/domain/phone';
import { isValidTaxNumber } from '@/lib/domain/vkn-tckn';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { api, failureMessage } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import type { CompanyInvoiceInfoBody } from '@/lib/schemas/company';
import type { Town } from '@/lib/schemas/lookup';
import type { InvoiceFormData } from '@/lib/server/company/invoice-form-data';
import { useLookups } from '@/store/lookups';
import { FormIdSelect, FormTextField } from '../FormFields';

interface InvoiceValues {
  name: string;
  taxOffice: string;
  taxNumberKind: 'vkn' | 'tckn';
  taxNumber: string;
  address: string;
  provinceId: number | undefined;
  districtId: number | undefined;
  phone: string;
  invoiceEmail: string;
}

export type CompanyInvoiceFormProps = InvoiceFormData;

/**
 * The invoice details a request is billed to (the company's record): a firm with its VKN or an
 * individual with a TCKN, each checked with its check-digit algorithm as it is typed, address with
 * province and district, phone and invoice email. Read-only for a company's plain members.
 */
export function CompanyInvoiceForm({ company, canEdit, provinces, initialDistricts, suggestion }: CompanyInvoiceFormProps) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const reload = useScreenReload();
  const townsByCity = useLookups((state) => state.townsByCity);
  const { control, handleSubmit, formState, setValue, getValues } = useForm<InvoiceValues>({
    mode: 'onChange',
    defaultValues: {
      name: company?.name ?? suggestion.name,
      taxOffice: company?.taxOffice ?? '',
      taxNumberKind: company?.taxNumberKind ?? (company ? 'vkn' : 'tckn'),
      taxNumber: company?.taxNumber ?? '',
      address: company?.address ?? '',
      provinceId: company?.provinceId ?? undefined,
      districtId: company?.districtId ?? undefined,
      phone: formatPhone(company?.phone),
      invoiceEmail: company?.invoiceEmail ?? suggestion.email,
    },
    resolver: lazyZodResolver<InvoiceValues>(() => import('@/lib/schemas/company').then((module) => module.companyInvoiceInfoBody), (code, params) => tErrors(code, params)),
  });
  const [kind, taxNumber, provinceId] = useWatch({ control, name: ['taxNumberKind', 'taxNumber', 'provinceId'] });

  // The districts of the province in the form, and only those: the saved province's came with the page, another's
  // are loaded when it is chosen and kept by province, so an answer that arrives after the visitor moved on to another
  // province can't fill this list. Until they are here the district field waits, disabled.
  const serverDistricts = company?.provinceId !== undefined && company.provinceId === provinceId && initialDistricts.length > 0 ? initialDistricts : undefined;
  const districts: Town[] | undefined = provinceId === undefined ? undefined : (townsByCity[provinceId] ?? serverDistricts);
  const districtsMissing = provinceId !== undefined && districts === undefined;
  useEffect(() => {
    if (districtsMissing) useLookups.getState().loadTowns(provinceId).catch(() => undefined);
  }, [districtsMissing, provinceId]);

  const submit = handleSubmit(async (values) => {
    try {
      // The resolver let them through companyInvoiceInfoBody, the endpoint's own schema: province and district are chosen.
      await api.post('Company/Update', values as CompanyInvoiceInfoBody, { locale });
      toast.success(t(company ? 'company.saved' : 'company.created'), { toastId: 'company-saved' });
      await reload();
    } catch (error) {
      toast.error(failureMessage(error, t('company.failed')), { toastId: 'company-failed' });
    }
  });

  const validNumber = taxNumber.replace(/[\s.-]/g, '').length > 0 && isValidTaxNumber(kind, taxNumber.replace(/[\s.\-\u00a0]/g, ''));

  const text = (name: 'name' | 'taxOffice' | 'taxNumber' | 'address' | 'phone' | 'invoiceEmail', label: string, extra: { autoComplete?: string; type?: string; multiline?: boolean; inputMode?: 'numeric' | 'tel' | 'email'; help?: string } = {}) => {
    const validTaxNumber = name === 'taxNumber' && validNumber;
    return (
      <FormTextField
        name={name}
        control={control}
        label={label}
        testId={`invoice-${name}`}
        help={extra.help}
        required={name !== 'phone'}
        disabled={!canEdit}
        type={extra.type ?? 'text'}
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        autoComplete={extra.autoComplete}
        color={validTaxNumber ? 'success' : undefined}
        focused={validTaxNumber ? true : undefined}
        htmlInput={{ inputMode: extra.inputMode, maxLength: name === 'taxNumber' ? 14 : undefined }}
      />
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="company-invoice-form">
      <Typography component="h2" variant="h3">
        {t('company.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.4, mb: 1.2 }}>
        {company ? t('company.lead') : t('company.individualLead')}
      </Typography>
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 1.2 }} data-testid="invoice-read-only">
          {t('company.readOnly')}
        </Alert>
      )}
      <Controller
        name="taxNumberKind"
        control={control}
        render={({ field }) => (
          <FormControl disabled={!canEdit} sx={{ mb: 1 }}>
            <FormLabel id="invoice-kind">{t('company.kind')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="invoice-kind"
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                // Keep the typed number and check it again against the new kind.
                setValue('taxNumber', getValues('taxNumber'), { shouldValidate: Boolean(getValues('taxNumber')) });
              }}
            >
              <FormControlLabel value="vkn" control={<Radio slotProps={{ input: { 'data-testid': 'invoice-kind-vkn' } as never }} />} label={t('company.kinds.vkn')} />
              <FormControlLabel value="tckn" control={<Radio slotProps={{ input: { 'data-testid': 'invoice-kind-tckn' } as never }} />} label={t('company.kinds.tckn')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Grid container spacing={1.2}>
        <Grid size={12}>{text('name', t(`company.name.${kind}`), { autoComplete: kind === 'vkn' ? 'organization' : 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('taxNumber', t(`company.taxNumber.${kind}`), { inputMode: 'numeric', help: validNumber ? t('company.taxNumberValid') : undefined })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('taxOffice', t('company.taxOffice'))}</Grid>
        <Grid size={12}>{text('address', t('company.address'), { autoComplete: 'street-address', multiline: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormIdSelect
            name="provinceId"
            control={control}
            label={t('company.province')}
            testId="invoice-province"
            required
            disabled={!canEdit}
            options={provinces}
            onPick={() => setValue('districtId', undefined)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormIdSelect
            name="districtId"
            control={control}
            label={t('company.district')}
            testId="invoice-district"
            help={provinceId ? undefined : t('company.chooseProvince')}
            required
            disabled={!canEdit || districts === undefined || districts.length === 0}
            options={districts ?? []}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone', t('company.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', help: t('profile.phoneHelp') })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('invoiceEmail', t('company.invoiceEmail'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}</Grid>
      </Grid>
      {canEdit && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="invoice-save">
            {formState.isSubmitting ? t('company.saving') : t('company.save')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
