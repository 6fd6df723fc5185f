import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import type { LegalDocumentSummary } from '@/lib/server/content/list-legal-documents';
import * as legalDocumentList from './LegalDocumentList.island';

/** The list is a static island: texts and plain links. */
const LegalDocumentList = staticIslands(typeof window === 'undefined' ? legalDocumentList : null, () => import('./LegalDocumentList.island'))('LegalDocumentList');

/** /legal-documents ↔ /yasal-dokumanlar: each document with its version and effective date. */
export function LegalDocumentsView({ documents }: { documents: LegalDocumentSummary[] }) {
  const text = usePageText('legalDocuments');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="legalDocuments" heading={text.heading} lead={text.lead} />
      <LegalDocumentList documents={documents} />
    </>
  );
}
