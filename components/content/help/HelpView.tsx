import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import type { HelpGuide } from '@/lib/server/content/load-help-guides';
import * as helpGuides from './HelpGuides.island';

/** The guides are a static island: texts, plain links and the contents' anchors. */
const HelpGuides = staticIslands(typeof window === 'undefined' ? helpGuides : null, () => import('./HelpGuides.island'))('HelpGuides');

/** /help ↔ /yardim: the guides (how to search, book, pay, track) with anchors, their steps and a link to do it. */
export function HelpView({ guides }: { guides: HelpGuide[] }) {
  const text = usePageText('help');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="help" heading={text.heading} lead={text.lead} />
      <HelpGuides guides={guides} />
    </>
  );
}
