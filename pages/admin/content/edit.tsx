import { useTranslation } from 'next-i18next/pages';
import { AdminShell } from '@/components/admin/AdminShell';
import { ContentEditorView } from '@/components/admin/content/ContentEditorView';
import { contentKinds, type ContentKind } from '@/lib/domain/content';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';

type EditorProps = { id: number | null; kind: ContentKind };

/** /admin/content/edit?id= (an entry) or ?kind= (a new one), in both languages: the content editor. */
export default function AdminContentEditPage({ id, kind, ...props }: AdminPageProps & Partial<EditorProps>) {
  const { t } = useTranslation('admin');
  const leaf = id ? t('content.editLeaf', { id }) : t('content.newLeaf', { kind: t(`content.kinds.${kind ?? 'blogPost'}`) });
  return (
    <AdminShell section="content" leaf={leaf} title={leaf} {...props}>
      {kind && <ContentEditorView id={id ?? null} kind={kind} />}
    </AdminShell>
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const getServerSideProps = adminPage<EditorProps>('content', async (context) => {
  const id = Number(one(context.query.id));
  const kind = one(context.query.kind);
  if (Number.isInteger(id) && id >= 1 && id <= 2_147_483_647) return { id, kind: 'blogPost' as ContentKind };
  if ((contentKinds as readonly string[]).includes(kind)) return { id: null, kind: kind as ContentKind };
  // Neither an entry nor a kind: 404.
  return null;
});
