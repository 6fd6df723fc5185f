import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Markdown } from '@/components/content/Markdown';
import type { Locale } from '@/lib/routes';
import { useLocale } from '@/lib/i18n';
import { contentApi } from './content-api';
import { applyMarkdown, insertImage, type MarkdownAction, type TextEdit } from './markdown-format';
import { useImageUpload } from './use-image-upload';

const actionIcons: Record<MarkdownAction, typeof FormatBoldIcon> = {
  bold: FormatBoldIcon,
  italic: FormatItalicIcon,
  heading: TitleIcon,
  link: InsertLinkIcon,
  list: FormatListBulletedIcon,
};

export const PREVIEW_DELAY_MS = 400;

/** The preview the server renders (exactly as the public pages do), asked for after a pause in typing. */
function usePreview(markdown: string): { html: string; minutes: number; busy: boolean; failed: boolean } {
  const locale = useLocale();
  const [result, setResult] = useState({ html: '', minutes: 0, failed: false, source: '' });
  const sequence = useRef(0);
  useEffect(() => {
    const ask = ++sequence.current;
    const timer = setTimeout(
      () => {
        if (!markdown.trim()) return setResult({ html: '', minutes: 0, failed: false, source: markdown });
        contentApi.preview(markdown, locale).then(
          (preview) => ask === sequence.current && setResult({ html: preview.html, minutes: preview.readingMinutes, failed: false, source: markdown }),
          () => ask === sequence.current && setResult((current) => ({ ...current, failed: true, source: markdown })),
        );
      },
      markdown.trim() ? PREVIEW_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [markdown, locale]);
  return { html: result.html, minutes: result.minutes, failed: result.failed, busy: result.source !== markdown && markdown.trim() !== '' };
}

export interface MarkdownFieldProps {
  /** The language of the text (the field's name and the preview's lang). */
  lang: Locale;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Blog posts show their reading time. */
  showReadingTime: boolean;
}

/**
 * A markdown body: a textarea with a light toolbar (bold, italic, heading, link, list, image upload)
 * and the server's live preview beside it, styled as the public pages' Markdown component.
 */
export function MarkdownField({ lang, value, onChange, onBlur, error, showReadingTime }: MarkdownFieldProps) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const preview = usePreview(value);
  const { upload, uploading } = useImageUpload();
  const id = `content-body-${lang}`;
  const label = t('content.fields.body', { language: t(`content.languages.${lang}`) });

  const selection = (): TextEdit => ({ value, start: input.current?.selectionStart ?? value.length, end: input.current?.selectionEnd ?? value.length });
  const apply = (edit: TextEdit) => {
    onChange(edit.value);
    // Restore the caret after React has written the new value.
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(edit.start, edit.end);
    });
  };
  const act = (action: MarkdownAction) => apply(applyMarkdown(action, selection(), t('content.toolbar.placeholder')));
  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const at = selection();
    const image = await upload(file);
    if (image) apply(insertImage(at, file.name.replace(/\.[^.]+$/, ''), image.url));
  };
  // Arrow keys move between the toolbar's buttons (one tab stop, as a toolbar is).
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (focusIndex + step + buttons.length) % buttons.length;
    setFocusIndex(next);
    buttons[next]?.focus();
  };
  const tools = [...(Object.keys(actionIcons) as MarkdownAction[]), 'image' as const];

  return (
    <Box>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={t('content.toolbar.label', { field: label })}
        aria-controls={id}
        onKeyDown={toolbarKeys}
        sx={{ border: 1, borderColor: 'divider', borderBottom: 0, borderRadius: '4px 4px 0 0', px: 0.5, bgcolor: 'grey.50', alignItems: 'center' }}
        data-testid={`toolbar-${lang}`}
      >
        {tools.map((tool, index) => {
          const Icon = tool === 'image' ? ImageIcon : actionIcons[tool];
          return (
            <Tooltip key={tool} title={t(`content.toolbar.${tool}`)}>
              <IconButton
                size="small"
                aria-label={t(`content.toolbar.${tool}`)}
                tabIndex={index === focusIndex ? 0 : -1}
                onFocus={() => setFocusIndex(index)}
                onClick={() => (tool === 'image' ? fileInput.current?.click() : act(tool))}
                disabled={tool === 'image' && uploading}
                data-tool={tool}
              >
                {tool === 'image' && uploading ? <CircularProgress size={18} /> : <Icon fontSize="small" />}
              </IconButton>
            </Tooltip>
          );
        })}
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={pickImage} tabIndex={-1} aria-hidden="true" />
      </Stack>
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error ?? t('content.fields.bodyHint')}
        multiline
        minRows={12}
        maxRows={30}
        fullWidth
        inputRef={input}
        slotProps={{ htmlInput: { lang, spellCheck: true, 'data-testid': `body-${lang}`, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem' } } }}
        sx={{ '& .MuiOutlinedInput-root': { borderTopLeftRadius: 0, borderTopRightRadius: 0 } }}
      />
      <Paper variant="outlined" component="section" aria-label={t('content.preview.label', { language: t(`content.languages.${lang}`) })} sx={{ mt: 1.5, p: 1.5, bgcolor: 'background.paper' }} data-testid={`preview-${lang}`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="overline" component="h3" sx={{ lineHeight: 1.5 }}>
            {t('content.preview.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {preview.busy && <CircularProgress size={14} aria-label={t('content.preview.updating')} />}
            {showReadingTime && preview.html && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid={`reading-${lang}`}>
                {t('content.preview.readingTime', { count: preview.minutes })}
              </Typography>
            )}
          </Stack>
        </Stack>
        {preview.failed && (
          <Typography variant="body2" role="status" sx={{ color: 'error.main' }}>
            {t('content.preview.failed')}
          </Typography>
        )}
        {preview.html ? (
          <Markdown html={preview.html} lang={lang} sx={{ fontSize: '0.98rem' }} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('content.preview.empty')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
