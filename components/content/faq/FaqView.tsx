import { useMemo } from 'react';
import { JsonLd } from '@/components/common/JsonLd';
import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import type { FaqGroup } from '@/lib/content/faq-search';
import { htmlText } from '@/lib/content/heading-anchors';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import * as faqQuestions from './FaqQuestions';

/** The questions come alive on intent, and at once when the address points at one (/faq#slug opens it). */
const FaqQuestionsIsland = staticIslands(typeof window === 'undefined' ? faqQuestions : null, () => import('./FaqQuestions'))('FaqQuestions', {
  atOnce: () => window.location.hash !== '',
});

/** /faq ↔ /sikca-sorulan-sorular: the band, the questions (FaqQuestions) and the FAQPage JSON-LD. */
export function FaqView({ groups }: { groups: FaqGroup[] }) {
  const text = usePageText('faq');
  const jsonLd = useMemo(() => faqPageJsonLd(groups.flatMap((group) => group.items.map((item) => ({ question: item.question, answer: htmlText(item.answerHtml) })))), [groups]);
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <JsonLd id="faq" data={jsonLd} />
      <StaticPageHero routeKey="faq" heading={text.heading} lead={text.lead} />
      <FaqQuestionsIsland groups={groups} />
    </>
  );
}
