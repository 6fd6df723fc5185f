import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { staticIslands } from '@/components/islands';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import type { LegalDocument } from '@/lib/server/content/load-legal-document';
import * as legalDocumentFacts from './LegalDocumentFacts';
import * as legalDocumentText from './LegalDocumentText.island';

/** The facts come alive on intent (the print button); nothing in the address or the storage changes them. */
const LegalDocumentFacts = staticIslands(typeof window === 'undefined' ? legalDocumentFacts : null, () => import('./LegalDocumentFacts'))('LegalDocumentFacts', { atOnce: () => false });
/** The contents and the text are a static island: texts and links to the text's headings. */
const LegalDocumentText = staticIslands(typeof window === 'undefined' ? legalDocumentText : null, () => import('./LegalDocumentText.island'))('LegalDocumentText');

/**
 * Printing keeps the document alone: no site header, footer, widgets, breadcrumb or contents. A plain style
 * element (the view hydrates without MUI) that leaves with the page; the band is its island's child.
 */
const printStyles = `@media print {
  header, footer, [data-print="hide"], #main-content ~ * { display: none !important; }
  [data-print="plain"] > .static-island > * { background: none !important; color: #000 !important; padding: 0 !important; }
  [data-print="plain"] nav { display: none !important; }
  body { background: #fff; }
  a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; }
}`;

/** /legal-documents/<slug> ↔ /yasal-dokumanlar/<slug>: version, effective date, contents and the text; printable. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const text = { title: document.title, description: document.summary || document.title };
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <style>{printStyles}</style>
      <div data-print="plain">
        <StaticPageHero routeKey="legalDocuments" leaf={document.title} heading={document.title} lead={document.summary} />
      </div>
      <PageSection>
        <LegalDocumentFacts document={document} />
        <LegalDocumentText document={document} />
      </PageSection>
    </>
  );
}
