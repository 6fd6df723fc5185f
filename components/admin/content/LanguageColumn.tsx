import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { slugify } from '@/lib/domain/content';
import type { Locale } from '@/lib/routes';
import type { EditorValues } from './content-form';
import { MarkdownField } from './MarkdownField';

const suffix = { tr: 'Tr', en: 'En' } as const;

export interface LanguageColumnProps {
  lang: Locale;
  control: Control<EditorValues>;
  setValue: UseFormSetValue<EditorValues>;
  /** Whether the slug was edited by hand (then the title no longer suggests it). */
  slugEdited: boolean;
  onSlugEdited: (edited: boolean) => void;
  showReadingTime: boolean;
}

/** One language's texts: title, slug (suggested from the title until edited), summary and the markdown body. */
export function LanguageColumn({ lang, control, setValue, slugEdited, onSlugEdited, showReadingTime }: LanguageColumnProps) {
  const { t } = useTranslation('admin');
  const language = t(`content.languages.${lang}`);
  const key = suffix[lang];
  return (
    <Stack spacing={1.5} lang={lang}>
      <Typography component="h2" variant="h6" id={`content-column-${lang}`}>
        {language}
      </Typography>
      <Controller
        name={`title${key}`}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => {
              field.onChange(event.target.value);
              if (!slugEdited) setValue(`slug${key}`, slugify(event.target.value), { shouldDirty: true, shouldValidate: false });
            }}
            label={t('content.fields.title', { language })}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            fullWidth
            slotProps={{ htmlInput: { lang, maxLength: 300, 'data-testid': `title-${lang}` } }}
          />
        )}
      />
      <Controller
        name={`slug${key}`}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => {
              const value = event.target.value.toLowerCase();
              field.onChange(value);
              // An emptied slug is suggested from the title again.
              onSlugEdited(value !== '');
            }}
            label={t('content.fields.slug', { language })}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (slugEdited ? t('content.fields.slugHint') : t('content.fields.slugSuggested'))}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: 160, spellCheck: false, autoCapitalize: 'none', 'data-testid': `slug-${lang}`, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } } }}
          />
        )}
      />
      <Controller
        name={`summary${key}`}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('content.fields.summary', { language })}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            slotProps={{ htmlInput: { lang, maxLength: 1000, 'data-testid': `summary-${lang}` } }}
          />
        )}
      />
      <Controller
        name={`body${key}`}
        control={control}
        render={({ field, fieldState }) => (
          <MarkdownField lang={lang} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} showReadingTime={showReadingTime} />
        )}
      />
    </Stack>
  );
}
