import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { routeHref } from '@/components/common/RouteLink';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { api, failureMessage } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import { notificationKinds } from '@/lib/domain/notification-kinds';
import { formatPhone } from '@/lib/domain/phone';
import type { NotificationPreferences } from '@/lib/schemas/profile';
import type { Profile } from '@/lib/schemas/session';
import { FormTextField } from '../FormFields';

interface EditProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  preferredLanguage: 'tr' | 'en';
  notificationPreferences: NotificationPreferences;
}

/** edit-profile: names, phone, email language and notification choices, checked with the server's schema. */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const router = useRouter();
  const { control, handleSubmit, formState } = useForm<EditProfileValues>({
    mode: 'onTouched',
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: formatPhone(profile.phone),
      preferredLanguage: profile.preferredLanguage,
      notificationPreferences: profile.notificationPreferences,
    },
    resolver: lazyZodResolver<EditProfileValues>(() => import('@/lib/schemas/profile').then((module) => module.updateProfileBody), (code, params) => tErrors(code, params)),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await api.post('Account/UpdateProfile', values, { locale });
      toast.success(t('profile.saved'), { toastId: 'profile-saved' });
      await router.push(routeHref({ to: 'profile' }, locale).href, undefined, { locale });
    } catch (error) {
      toast.error(failureMessage(error, t('profile.failed')), { toastId: 'profile-failed' });
    }
  });

  const text = (name: 'firstName' | 'lastName' | 'phone', label: string, extra: { autoComplete: string; type?: string; help?: string }) => (
    <FormTextField name={name} control={control} label={label} testId={`profile-input-${name}`} help={extra.help} type={extra.type ?? 'text'} autoComplete={extra.autoComplete} />
  );

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="edit-profile-form">
      <Typography component="h2" variant="h3" sx={{ mb: 1.2 }}>
        {t('profile.personal')}
      </Typography>
      <Grid container spacing={1.2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', t('profile.firstName'), { autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', t('profile.lastName'), { autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label={t('profile.email')} value={profile.email} disabled helperText={t('profile.emailHelp')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone', t('profile.phone'), { autoComplete: 'tel', type: 'tel', help: t('profile.phoneHelp') })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="preferredLanguage"
            control={control}
            render={({ field }) => (
              <TextField {...field} select fullWidth label={t('profile.language')} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'profile-input-language' } as never } }}>
                <MenuItem value="tr">{t('profile.languages.tr')}</MenuItem>
                <MenuItem value="en">{t('profile.languages.en')}</MenuItem>
              </TextField>
            )}
          />
        </Grid>
      </Grid>
      <Typography component="h2" variant="h3" sx={{ mt: 2 }}>
        {t('profile.notifications')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 0.6 }}>
        {t('profile.notificationHelp')}
      </Typography>
      <FormGroup>
        {notificationKinds.map((kind) => (
          <Controller
            key={kind}
            name={`notificationPreferences.${kind}`}
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} slotProps={{ input: { 'data-testid': `profile-switch-${kind}` } as never }} />}
                label={t(`profile.kinds.${kind}`)}
              />
            )}
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={0.8} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="profile-save">
          {formState.isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
        <RouteButton to="profile" variant="text">
          {t('profile.cancel')}
        </RouteButton>
      </Stack>
    </Paper>
  );
}
