import { AdminShell } from '@/components/admin/AdminShell';
import { LanguageActions, LanguagesView, type LanguageListState } from '@/components/admin/languages/LanguagesView';
import { languageListRequest, languageSortColumns, type LanguageSortColumn } from '@/lib/schemas/language';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { getDb } from '@/lib/server/db/client';
import { loadLanguagesScreen, type LanguagesScreen } from '@/lib/server/languages/languages-screen';

type LanguagesProps = LanguagesScreen & { listState: LanguageListState };

/** /admin/languages: the languages table (Editor, Admin), paged and sorted on the server, with each language's status on the site. */
export default function AdminLanguagesPage({ languages, site, listState, ...props }: AdminPageProps & Partial<LanguagesProps>) {
  return (
    <AdminShell section="languages" actions={<LanguageActions />} {...props}>
      {languages && site && listState && <LanguagesView data={languages} site={site} state={listState} />}
    </AdminShell>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const getServerSideProps = adminPage<LanguagesProps>('languages', async (context) => {
  const { page, size, sort, desc } = context.query;
  const sortColumn = languageSortColumns.find((column) => column === first(sort)) as LanguageSortColumn | undefined;
  // The address bar's state through the API's own schema; anything out of range falls back to the defaults.
  const parsed = languageListRequest.safeParse({
    pageNumber: Number(first(page)) || undefined,
    pageSize: Number(first(size)) || undefined,
    sortColumn,
    sortDescending: first(desc) === undefined ? undefined : first(desc) === '1',
  });
  const request = parsed.success ? parsed.data : languageListRequest.parse({});
  const { languages, site } = await loadLanguagesScreen(await getDb(), request);
  return { languages, site, listState: { pageNumber: request.pageNumber, pageSize: request.pageSize, sortColumn: request.sortColumn, sortDescending: request.sortDescending } };
});
