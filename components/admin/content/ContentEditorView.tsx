import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import type { ContentKind } from '@/lib/domain/content';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import type { ContentEntryDetail, ContentState } from '@/lib/schemas/content-admin';
import { ApiFailure, failureMessage } from '@/lib/client/api';
import { contentApi, isStale } from './content-api';
import { emptyEntry, formFieldOf, normalizeEntry, sitePath, toFormValues, type EditorValues } from './content-form';
import { ContentStateChip } from './ContentStateChip';
import { ConflictDialog, DeleteDialog, ScheduleDialog } from './EditorDialogs';
import { KindFields } from './KindFields';
import { LanguageColumn } from './LanguageColumn';
import { RevisionsDrawer } from './RevisionsDrawer';
import { useUnsavedGuard } from './use-unsaved-guard';

type Action = { type: 'save' } | { type: 'publish' } | { type: 'schedule'; publishAt: string } | { type: 'unpublish' };

/** What a save sends for an action: publishing, scheduling and unpublishing are saves with a status. */
function entryFor(values: EditorValues, action: Action): EditorValues {
  switch (action.type) {
    case 'save':
      return values;
    case 'publish':
      return { ...values, status: 'published', publishAt: null };
    case 'schedule':
      return { ...values, status: 'published', publishAt: action.publishAt };
    case 'unpublish':
      return { ...values, status: 'draft', publishAt: null };
  }
}

interface Meta {
  state: ContentState;
  publicPaths: { tr: string; en: string } | null;
  updatedAt: string | null;
  updatedByName: string | null;
}

const metaOf = (detail: ContentEntryDetail | null): Meta =>
  detail ? { state: detail.state, publicPaths: detail.publicPaths, updatedAt: detail.updatedAt, updatedByName: detail.updatedByName } : { state: 'draft', publicPaths: null, updatedAt: null, updatedByName: null };

/** The language of the first field with an error (phones then show that tab). */
function languageOfErrors(errors: FieldErrors<EditorValues>): Locale | null {
  const names = Object.keys(errors);
  if (names.some((name) => name.endsWith('Tr'))) return 'tr';
  return names.some((name) => name.endsWith('En')) ? 'en' : null;
}

function EditorForm({ detail, kind }: { detail: ContentEntryDetail | null; kind: ContentKind }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const router = useRouter();
  const time = (iso: string) => formatInstant(iso, locale);
  const resolver = useMemo<Resolver<EditorValues>>(() => {
    const inner = lazyZodResolver<EditorValues>(() => import('@/lib/schemas/content').then((module) => module.contentEntryInput), (code, params) => tErrors(code, params));
    return (values, context, options) => inner(normalizeEntry(values), context, options);
  }, [tErrors]);
  const { control, handleSubmit, reset, setValue, setError, getValues, formState } = useForm<EditorValues>({
    defaultValues: detail ? toFormValues(detail.entry) : emptyEntry(kind),
    resolver,
  });
  const [opened, setOpened] = useState(detail ? { id: detail.id, revision: detail.revision } : null);
  const [meta, setMeta] = useState<Meta>(() => metaOf(detail));
  const [slugEdited, setSlugEdited] = useState({ tr: detail !== null, en: detail !== null });
  const [tab, setTab] = useState<Locale>(locale);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ values: EditorValues; action: Action } | null>(null);
  const [dialog, setDialog] = useState<'schedule' | 'delete' | 'revisions' | null>(null);
  const { allowNext } = useUnsavedGuard(formState.isDirty, t('content.unsaved'));
  const entryKind = detail?.entry.kind ?? kind;

  const apply = (saved: ContentEntryDetail) => {
    reset(toFormValues(saved.entry));
    setSlugEdited({ tr: true, en: true });
    setMeta(metaOf(saved));
    const created = opened === null;
    setOpened({ id: saved.id, revision: saved.revision });
    // A new entry's address becomes its editor's (no reload: the form keeps its state).
    if (created) void router.replace({ pathname: router.pathname, query: { id: saved.id } }, undefined, { shallow: true, scroll: false });
  };

  const send = async (values: EditorValues, action: Action, against: { id: number; revision: number } | null) => {
    setBusy(true);
    try {
      apply(await contentApi.save(entryFor(values, action), against, locale));
      toast.success(t(`content.done.${action.type}`), { toastId: 'content-saved' });
    } catch (failure) {
      if (!(failure instanceof ApiFailure)) throw failure;
      if (isStale(failure)) {
        setConflict({ values, action });
        return;
      }
      for (const fieldError of failure.fieldErrors) {
        const field = formFieldOf(fieldError.field);
        if (!field) continue;
        setError(field as Path<EditorValues>, { type: 'server', message: fieldError.message });
      }
      // A 409 on the slug (taken by another entry of the kind) belongs on the slugs.
      if (failure.status === 409 && (failure.code ?? '').includes('slug') && failure.fieldErrors.length === 0) {
        setError('slugTr', { type: 'server', message: failureMessage(failure, '') });
        setError('slugEn', { type: 'server', message: failureMessage(failure, '') });
      }
      const language = languageOfErrors(Object.fromEntries(failure.fieldErrors.map((item) => [formFieldOf(item.field) ?? '', true])) as FieldErrors<EditorValues>);
      if (language) setTab(language);
      toast.error(failureMessage(failure, t('content.saveFailed')), { toastId: 'content-save-failed' });
    } finally {
      setBusy(false);
    }
  };

  const run = (action: Action) =>
    void handleSubmit(
      (values) => send(values, action, opened),
      (errors) => {
        const language = languageOfErrors(errors);
        if (language) setTab(language);
        toast.error(t('content.checkFields'), { toastId: 'content-invalid' });
      },
    )();

  const reloadTheirs = async () => {
    if (!opened) return;
    setConflict(null);
    try {
      apply(await contentApi.get(opened.id, locale));
      toast.info(t('content.conflict.reloaded'), { toastId: 'content-reloaded' });
    } catch (failure) {
      toast.error(failureMessage(failure, t('content.loadFailed')));
    }
  };
  const overwrite = async () => {
    if (!opened || !conflict) return;
    const pending = conflict;
    setConflict(null);
    try {
      const latest = await contentApi.get(opened.id, locale);
      await send(pending.values, pending.action, { id: opened.id, revision: latest.revision });
    } catch (failure) {
      toast.error(failureMessage(failure, t('content.saveFailed')));
    }
  };
  const remove = async () => {
    if (!opened) return;
    setBusy(true);
    try {
      await contentApi.remove(opened.id, opened.revision, locale);
      toast.success(t('content.delete.done'));
      allowNext();
      void router.push(routeHref({ to: 'admin', subPath: 'content' }, locale).href, undefined, { locale });
    } catch (failure) {
      toast.error(failureMessage(failure, t('content.delete.failed')), { toastId: 'content-delete-failed' });
    } finally {
      setBusy(false);
      setDialog(null);
    }
  };
  const restore = async (revision: number) => {
    if (!opened) return;
    if (formState.isDirty && !window.confirm(t('content.revisions.discards'))) return;
    try {
      apply(await contentApi.restore(opened.id, revision, opened.revision, locale));
      toast.success(t('content.revisions.restored', { revision }));
      setDialog(null);
    } catch (failure) {
      toast.error(failureMessage(failure, t('content.saveFailed')), { toastId: 'content-restore-failed' });
    }
  };

  const isPublic = meta.state === 'published';
  const live = meta.state !== 'draft';
  const currentPublishAt = getValues('publishAt');
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); run({ type: 'save' }); }} aria-busy={busy} data-testid="content-editor">
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' } }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 800 }}>{t(`content.kinds.${entryKind}`)}</Typography>
              <Box data-testid="editor-state">
                <ContentStateChip state={meta.state} publishAt={meta.state === 'scheduled' ? currentPublishAt : null} />
              </Box>
              {formState.isDirty && (
                <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700, fontStyle: 'italic' }} data-testid="editor-dirty">
                  {t('content.unsavedMark')}
                </Typography>
              )}
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="editor-revision">
              {opened && meta.updatedAt
                ? t('content.revisionLine', { revision: opened.revision, name: meta.updatedByName ?? t('content.bySeed'), time: time(meta.updatedAt) })
                : t('content.notSaved')}
            </Typography>
            {isPublic && meta.publicPaths && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {(['tr', 'en'] as const).map((lang) => (
                  <Link key={lang} href={sitePath(meta.publicPaths![lang], lang)} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.3 }} data-testid={`view-on-site-${lang}`}>
                    {t('content.viewOnSite', { language: t(`content.languages.${lang}`) })}
                    <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
                    <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                      {t('content.newTab')}
                    </Box>
                  </Link>
                ))}
              </Stack>
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: { lg: 'flex-end' } }}>
            <Button type="submit" variant={isPublic ? 'contained' : 'outlined'} startIcon={<SaveIcon />} disabled={busy} data-testid="content-save">
              {live ? t('content.actions.save') : t('content.actions.saveDraft')}
            </Button>
            {meta.state !== 'published' && (
              <Button variant="contained" color="success" startIcon={<PublishIcon />} disabled={busy} onClick={() => run({ type: 'publish' })} data-testid="content-publish">
                {t('content.actions.publish')}
              </Button>
            )}
            <Button variant="outlined" startIcon={<ScheduleIcon />} disabled={busy} onClick={() => setDialog('schedule')} data-testid="content-schedule">
              {meta.state === 'scheduled' ? t('content.actions.reschedule') : t('content.actions.schedule')}
            </Button>
            {live && (
              <Button variant="outlined" startIcon={<UnpublishedIcon />} disabled={busy} onClick={() => run({ type: 'unpublish' })} data-testid="content-unpublish">
                {t('content.actions.unpublish')}
              </Button>
            )}
            {opened && (
              <>
                <Button variant="text" startIcon={<HistoryIcon />} onClick={() => setDialog('revisions')} data-testid="content-revisions">
                  {t('content.actions.revisions')}
                </Button>
                <Button variant="text" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setDialog('delete')} data-testid="content-delete">
                  {t('content.actions.delete')}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
        <Box sx={{ height: 4, mt: 1 }}>{busy && <LinearProgress aria-label={t('common.loading')} />}</Box>
      </Paper>

      <Tabs value={tab} onChange={(_event, value: Locale) => setTab(value)} aria-label={t('content.languageTabs')} variant="fullWidth" sx={{ display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider' }}>
        {(['tr', 'en'] as const).map((lang) => (
          <Tab key={lang} value={lang} label={t(`content.languages.${lang}`)} id={`content-tab-${lang}`} aria-controls={`content-panel-${lang}`} data-testid={`tab-${lang}`} />
        ))}
      </Tabs>
      <Grid container spacing={2}>
        {(['tr', 'en'] as const).map((lang) => (
          <Grid key={lang} size={{ xs: 12, md: 6 }} id={`content-panel-${lang}`} component="section" aria-labelledby={`content-column-${lang}`} sx={{ display: { xs: tab === lang ? 'block' : 'none', md: 'block' } }} data-testid={`column-${lang}`}>
            <LanguageColumn
              lang={lang}
              control={control}
              setValue={setValue}
              slugEdited={slugEdited[lang]}
              onSlugEdited={(edited) => setSlugEdited((current) => ({ ...current, [lang]: edited }))}
              showReadingTime={entryKind === 'blogPost'}
            />
          </Grid>
        ))}
      </Grid>

      <Paper variant="outlined" component="section" aria-labelledby="content-details-title" sx={{ p: 1.5 }}>
        <Typography component="h2" variant="h6" id="content-details-title" sx={{ mb: 1.5 }}>
          {t('content.details')}
        </Typography>
        <KindFields kind={entryKind} control={control} errors={formState.errors} />
      </Paper>

      <ConflictDialog open={conflict !== null} onReload={() => void reloadTheirs()} onKeep={() => setConflict(null)} onOverwrite={() => void overwrite()} />
      {dialog === 'schedule' && (
        <ScheduleDialog
          open
          initial={currentPublishAt}
          onCancel={() => setDialog(null)}
          onSchedule={(publishAt) => {
            setDialog(null);
            run({ type: 'schedule', publishAt });
          }}
        />
      )}
      <DeleteDialog open={dialog === 'delete'} title={getValues(locale === 'tr' ? 'titleTr' : 'titleEn')} busy={busy} onCancel={() => setDialog(null)} onConfirm={() => void remove()} />
      {opened && <RevisionsDrawer open={dialog === 'revisions'} id={opened.id} currentRevision={opened.revision} onClose={() => setDialog(null)} onRestore={restore} />}
    </Stack>
  );
}

/**
 * The content editor: an entry opened by id (loaded through the API), or a new one of a kind. Both
 * languages side by side on desktop, as tabs on phones; saves carry the revision that was opened.
 */
export function ContentEditorView({ id, kind }: { id: number | null; kind: ContentKind }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [detail, setDetail] = useState<ContentEntryDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return undefined;
    let live = true;
    contentApi.get(id, locale).then(
      (loaded) => live && setDetail(loaded),
      (failure: unknown) => live && setProblem(failureMessage(failure, t('content.loadFailed'))),
    );
    return () => {
      live = false;
    };
    // Loaded once per entry: a language switch keeps what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (id === null) return <EditorForm detail={null} kind={kind} />;
  if (problem) return <Alert severity="error">{problem}</Alert>;
  if (!detail) return <LinearProgress aria-label={t('common.loading')} />;
  return <EditorForm key={detail.id} detail={detail} kind={detail.entry.kind} />;
}
