import { AdminShell } from '@/components/admin/AdminShell';
import { ContentListView } from '@/components/admin/content/ContentListView';
import { listStateFromQuery, type ContentListState } from '@/components/admin/content/content-list-state';
import { NewContentMenu } from '@/components/admin/content/NewContentMenu';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';

type ContentListProps = { listState: ContentListState };

/** /admin/content (and /en/admin/content): every content entry for the editors (Editor, Admin). */
export default function AdminContentPage({ listState, ...props }: AdminPageProps & Partial<ContentListProps>) {
  return (
    <AdminShell section="content" actions={<NewContentMenu />} {...props}>
      {listState && <ContentListView initialState={listState} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<ContentListProps>('content', async (context) => ({ listState: listStateFromQuery(context.query) }));
