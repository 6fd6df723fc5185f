import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useLocale } from '@/lib/i18n';
import type { Language } from '@/lib/schemas/language';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';

interface CreateValues {
  code: string;
  name: string;
  nativeName: string;
  isActive: boolean;
}

/** The create dialog: validated with the API's own schema (lib/schemas/language.ts, loaded on first check). */
function CreateLanguageDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (language: Language) => void }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const { control, handleSubmit, formState, reset } = useForm<CreateValues>({
    defaultValues: { code: '', name: '', nativeName: '', isActive: true },
    resolver: lazyZodResolver<CreateValues>(() => import('@/lib/schemas/language').then((module) => module.languageCreateRequest), (code, params) => tErrors(code, params)),
  });
  const submit = handleSubmit(async (values) => {
    try {
      const created = await api.post('Language/Create', values, { locale }).catch(toastFailure(t('languages.createFailed'), { toastId: 'Language/Create-failed', withField: true }));
      reset();
      onCreated(created);
    } catch {
      // The toast said why; the dialog stays open with the values.
    }
  });
  const text = (name: 'code' | 'name' | 'nativeName', extra?: object) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...extra}
          label={t(`languages.${name}`)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (name === 'code' ? t('languages.codeHint') : undefined)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': `language-${name}` } }}
        />
      )}
    />
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="create-language-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-language-title">{t('languages.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {text('code', { autoFocus: true })}
            {text('name')}
            {text('nativeName')}
            <Controller
              name="isActive"
              control={control}
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={t('languages.active')} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="language-save">
            {t('languages.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The "New language" button beside the title, and its dialog. */
export function LanguageActions() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} data-testid="language-new">
        {t('languages.new')}
      </Button>
      {open && (
        <CreateLanguageDialog
          open={open}
          onClose={() => setOpen(false)}
          onCreated={(language) => {
            setOpen(false);
            toast.success(t('languages.created', { code: language.code }));
            void router.replace(router.asPath, undefined, { scroll: false });
          }}
        />
      )}
    </>
  );
}
