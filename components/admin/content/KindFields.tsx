import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import type { ContentKind } from '@/lib/domain/content';
import { serviceKeys } from '@/lib/routes';
import { attributeFields, categoriesOf, hasTagsAndAuthor, referenceSectors, type EditorValues } from './content-form';
import { CoverImageField } from './CoverImageField';
import { TagsField } from './TagsField';

const inputTypes = { text: 'text', url: 'url', date: 'date', number: 'number' } as const;

/**
 * The fields beside the two languages: the kind's attributes (lib/schemas/content.ts), the category of
 * blog posts and FAQs, tags and author of blog posts, the order and the cover image.
 */
export function KindFields({ kind, control, errors }: { kind: ContentKind; control: Control<EditorValues>; errors: FieldErrors<EditorValues> }) {
  const { t } = useTranslation('admin');
  const { t: tContent } = useTranslation('content');
  const { t: tCommon } = useTranslation('common');
  const categories = categoriesOf(kind);
  const attributeErrors = (errors.attributes ?? {}) as Record<string, { message?: string } | undefined>;
  return (
    <Grid container spacing={1.5}>
      {attributeFields[kind].map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: 6, lg: field.type === 'url' ? 6 : 3 }}>
          <Controller
            name={`attributes.${field.name}`}
            control={control}
            render={({ field: input }) => {
              const error = attributeErrors[field.name]?.message;
              const common = {
                name: input.name,
                inputRef: input.ref,
                onBlur: input.onBlur,
                value: input.value ?? '',
                onChange: (event: { target: { value: string } }) => input.onChange(event.target.value),
                label: t(`content.attributes.${field.name}`) + (field.optional ? ` ${t('content.optional')}` : ''),
                error: Boolean(error),
                helperText: error ?? (t(`content.attributeHints.${field.name}`, { defaultValue: '' }) || undefined),
                size: 'small' as const,
                fullWidth: true,
                slotProps: { inputLabel: { shrink: field.type === 'date' ? true : undefined }, htmlInput: { 'data-testid': `attr-${field.name}`, ...(field.type === 'number' ? { min: 0, step: 1 } : {}) } },
              };
              if (field.type === 'sector' || field.type === 'serviceKey') {
                const options = field.type === 'sector' ? referenceSectors : serviceKeys;
                return (
                  <TextField {...common} select>
                    {options.map((option) => (
                      <MenuItem key={option} value={option}>
                        {field.type === 'sector' ? tContent(`sectors.${option}`) : tCommon(`nav.${option}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              }
              return <TextField {...common} type={inputTypes[field.type]} />;
            }}
          />
        </Grid>
      ))}
      {categories && (
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Controller
            name="category"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('content.fields.category')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value || null)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                size="small"
                fullWidth
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'category' } as object } }}
              >
                {categories.map((category) => (
                  <MenuItem key={category} value={category}>
                    {tContent(`categories.${kind}.${category}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      )}
      {hasTagsAndAuthor(kind) && (
        <>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <Controller
              name="authorName"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  label={`${t('content.fields.authorName')} ${t('content.optional')}`}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { 'data-testid': 'authorName', maxLength: 120 } }}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Controller
              name="tags"
              control={control}
              render={({ field, fieldState }) => <TagsField value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message ?? (errors.tags as { message?: string } | undefined)?.message} />}
            />
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Controller
          name="sortOrder"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              type="number"
              label={t('content.fields.sortOrder')}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('content.fields.sortOrderHint')}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: 100000, step: 1, 'data-testid': 'sortOrder' } }}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller name="imageId" control={control} render={({ field }) => <CoverImageField value={field.value} onChange={field.onChange} />} />
      </Grid>
    </Grid>
  );
}
