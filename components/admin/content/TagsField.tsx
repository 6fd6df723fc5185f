import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';

export const MAX_TAGS = 12;

/** A blog post's tags as chips: typed and added with Enter or a comma, removed with the chip's delete. */
export function TagsField({ value, onChange, error }: { value: string[]; onChange: (tags: string[]) => void; error?: string }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim().replace(/,+$/, '').slice(0, 40);
    setDraft('');
    if (!tag || value.length >= MAX_TAGS || value.some((existing) => existing.toLocaleLowerCase('tr') === tag.toLocaleLowerCase('tr'))) return;
    onChange([...value, tag]);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) onChange(value.slice(0, -1));
  };
  return (
    <Box>
      <TextField
        label={t('content.fields.tags')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={keys}
        onBlur={add}
        size="small"
        fullWidth
        error={Boolean(error)}
        helperText={error ?? t('content.fields.tagsHint', { max: MAX_TAGS })}
        disabled={value.length >= MAX_TAGS}
        slotProps={{ htmlInput: { 'data-testid': 'tags-input' } }}
      />
      {value.length > 0 && (
        <Stack direction="row" component="ul" aria-label={t('content.fields.tags')} sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {value.map((tag) => (
            <li key={tag}>
              <Chip size="small" label={tag} title={t('content.fields.removeTag', { tag })} onDelete={() => onChange(value.filter((existing) => existing !== tag))} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
