import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { contentImageUrl } from './content-api';
import { useImageUpload } from './use-image-upload';

/** The entry's cover image: upload (the client's checks, then the server's), its thumbnail, remove. */
export function CoverImageField({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('admin');
  const fileInput = useRef<HTMLInputElement | null>(null);
  const { upload, uploading } = useImageUpload();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) onChange(image.id);
  };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pb: 1.5, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5, color: 'text.secondary' }}>
        {t('content.fields.image')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        {value ? (
          <Box
            component="img"
            src={contentImageUrl(value)}
            alt={t('content.image.thumbnailAlt')}
            sx={{ width: 160, maxWidth: '100%', height: 90, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            data-testid="cover-thumbnail"
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('content.image.none')}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()} disabled={uploading} data-testid="cover-upload">
            {uploading ? t('content.image.uploading') : value ? t('content.image.replace') : t('content.image.upload')}
          </Button>
          {value && (
            <Button variant="text" size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onChange(null)} data-testid="cover-remove">
              {t('content.image.remove')}
            </Button>
          )}
        </Stack>
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={pick} tabIndex={-1} aria-hidden="true" data-testid="cover-file" />
      </Stack>
      <Typography variant="caption" sx={{ display: 'block', mt: 0.8, color: 'text.secondary' }}>
        {t('content.image.hint')}
      </Typography>
    </Box>
  );
}
