import type { GetStaticProps } from 'next';
import { LegalDocumentsView } from '@/components/content/legal/LegalDocumentsView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { listLegalDocuments, type LegalDocumentSummary } from '@/lib/server/content/list-legal-documents';
import { getDb } from '@/lib/server/db/client';

/** Rebuilt when an editor changes a document (on-demand revalidation); hourly as a backstop. */
const REVALIDATE_SECONDS = 3600;

export default function LegalDocumentsPage({ documents }: { documents: LegalDocumentSummary[] }) {
  return <LegalDocumentsView documents={documents} />;
}

export const getStaticProps: GetStaticProps<{ documents: LegalDocumentSummary[] }> = async (context) => {
  const locale = localeOf(context);
  return {
    props: { documents: await listLegalDocuments(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['legalDocuments'])) },
    revalidate: REVALIDATE_SECONDS,
  };
};
