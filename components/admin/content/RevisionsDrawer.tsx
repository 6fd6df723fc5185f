import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { failureMessage } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ContentRevision } from '@/lib/schemas/content-admin';
import { contentApi } from './content-api';
import type { EditorValues } from './content-form';

type RevisionDetail = Awaited<ReturnType<typeof contentApi.revision>>;

/** One revision's fields, read-only: both languages' texts and the status it was saved with. */
function RevisionFields({ entry }: { entry: EditorValues }) {
  const { t } = useTranslation('admin');
  const row = (label: string, value: string, lang?: string, pre = false) => (
    <Box key={label} sx={{ mb: 1.2 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography variant="body2" lang={lang} sx={{ whiteSpace: pre ? 'pre-wrap' : undefined, overflowWrap: 'anywhere', fontFamily: pre ? 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' : undefined }}>
        {value || '—'}
      </Typography>
    </Box>
  );
  return (
    <Box data-testid="revision-fields">
      {row(t('content.fields.status'), t(`content.statuses.${entry.status}`))}
      {(['tr', 'en'] as const).map((lang) => {
        const key = lang === 'tr' ? 'Tr' : 'En';
        const language = t(`content.languages.${lang}`);
        return (
          <Box key={lang}>
            {row(t('content.fields.title', { language }), entry[`title${key}`], lang)}
            {row(t('content.fields.slug', { language }), entry[`slug${key}`])}
            {row(t('content.fields.summary', { language }), entry[`summary${key}`], lang)}
            {row(t('content.fields.body', { language }), entry[`body${key}`], lang, true)}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The entry's revisions (newest first: number, who, when, status); one can be viewed read-only and
 * restored (saved again as the newest revision, with the same revision check as a save).
 */
export function RevisionsDrawer({
  open,
  id,
  currentRevision,
  onClose,
  onRestore,
}: {
  open: boolean;
  id: number;
  currentRevision: number;
  onClose: () => void;
  onRestore: (revision: number) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const time = (iso: string) => formatInstant(iso, locale);
  // The list as loaded for one revision of the entry (a save or a restore makes it stale).
  const listKey = `${id}:${currentRevision}`;
  const [loaded, setLoaded] = useState<{ key: string; items: ContentRevision[] } | null>(null);
  const items = loaded?.key === listKey ? loaded.items : null;
  const [viewing, setViewing] = useState<RevisionDetail | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const key = `${id}:${currentRevision}`;
    contentApi.revisions(id, locale).then(
      (list) => live && setLoaded({ key, items: list.items }),
      (failure: unknown) => {
        if (live) setLoaded({ key, items: [] });
        toast.error(failureMessage(failure, t('content.revisions.loadFailed')), { toastId: 'content-revisions-failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [open, id, currentRevision, locale, t]);
  const view = async (revision: number) => {
    try {
      setViewing(await contentApi.revision(id, revision, locale));
    } catch (failure) {
      toast.error(failureMessage(failure, t('content.revisions.loadFailed')), { toastId: 'content-revision-failed' });
    }
  };
  const restore = async (revision: number) => {
    setBusy(true);
    try {
      await onRestore(revision);
      setViewing(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, role: 'dialog', 'aria-labelledby': 'content-revisions-title' } as object }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2, pb: 1 }}>
          <Typography component="h2" variant="h6" id="content-revisions-title">
            {t('content.revisions.title')}
          </Typography>
          <IconButton aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {items === null && <LinearProgress aria-label={t('common.loading')} />}
        <List dense data-testid="revision-list">
          {items?.map((item) => (
            <ListItem key={item.revision} divider data-revision={item.revision} sx={{ display: 'block', py: 1 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 800 }}>{t('content.revisions.number', { revision: item.revision })}</Typography>
                <Chip size="small" variant="outlined" label={t(`content.statuses.${item.status}`, { defaultValue: item.status })} />
                {item.revision === currentRevision && <Chip size="small" color="primary" label={t('content.revisions.current')} />}
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('content.revisions.by', { name: item.editedByName ?? t('content.bySeed'), time: time(item.createdAt) })}
              </Typography>
              <Typography variant="body2" lang="tr" sx={{ overflowWrap: 'anywhere' }}>
                {item.titleTr}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button size="small" onClick={() => void view(item.revision)} aria-label={t('content.revisions.viewOf', { revision: item.revision })} data-testid={`revision-view-${item.revision}`}>
                  {t('content.revisions.view')}
                </Button>
                {item.revision !== currentRevision && (
                  <Button size="small" disabled={busy} onClick={() => void restore(item.revision)} aria-label={t('content.revisions.restoreOf', { revision: item.revision })} data-testid={`revision-restore-${item.revision}`}>
                    {t('content.revisions.restore')}
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
          {items?.length === 0 && <ListItem>{t('common.empty')}</ListItem>}
        </List>
      </Drawer>
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} fullWidth maxWidth="md" aria-labelledby="content-revision-title" scroll="paper">
        <DialogTitle id="content-revision-title">
          {viewing && t('content.revisions.viewTitle', { revision: viewing.revision, name: viewing.editedByName ?? t('content.bySeed'), time: time(viewing.createdAt) })}
        </DialogTitle>
        <DialogContent dividers>{viewing && <RevisionFields entry={viewing.entry} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setViewing(null)}>{t('common.close')}</Button>
          {viewing && viewing.revision !== currentRevision && (
            <Button variant="contained" disabled={busy} onClick={() => void restore(viewing.revision)} data-testid="revision-restore">
              {t('content.revisions.restore')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
