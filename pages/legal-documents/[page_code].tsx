import type { GetStaticPaths, GetStaticProps } from 'next';
import type { AlternatePaths } from '@/components/common/AlternatePaths';
import { LegalDocumentView } from '@/components/content/legal/LegalDocumentView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { contentSlugs } from '@/lib/server/content/content-slugs';
import { loadLegalDocument, type LegalDocument } from '@/lib/server/content/load-legal-document';
import { getDb } from '@/lib/server/db/client';

/** Rebuilt when an editor changes the document (on-demand revalidation); hourly as a backstop. */
const REVALIDATE_SECONDS = 3600;

/** /legal-documents/<slugEn> ↔ /yasal-dokumanlar/<slugTr> (the Turkish path keeps its slug when rewritten). */
export default function LegalDocumentPage({ document }: { document: LegalDocument }) {
  return <LegalDocumentView document={document} />;
}

/** Every published document is built ahead in both languages; one published later on its first request. */
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await contentSlugs(await getDb(), 'legalDocument')).map(({ locale, slug }) => ({ params: { page_code: slug }, locale })),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<{ document: LegalDocument; alternatePaths: AlternatePaths }> = async (context) => {
  const locale = localeOf(context);
  const slug = typeof context.params?.page_code === 'string' ? context.params.page_code : '';
  const document = await loadLegalDocument(await getDb(), locale, slug);
  if (!document) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return {
    props: { document, alternatePaths: document.paths, ...(await translations(locale, ['pages', 'content'], ['legalDocuments'])) },
    revalidate: REVALIDATE_SECONDS,
  };
};
