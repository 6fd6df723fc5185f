import type { ReactNode } from 'react';
import { PageHead } from '@/components/common/PageHead';
import { PageSection, PageSectionLead } from '@/components/common/PageSection';
import { staticIslands } from '@/components/islands';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import * as infoPageSections from './InfoPageSections.island';
import type { RouteKey } from '@/lib/routes';
import { usePageText } from './usePageText';

/** The band and the introduction are static islands; `action` and `children` hydrate, islands themselves where they render MUI. */
const infoIsland = staticIslands(typeof window === 'undefined' ? infoPageSections : null, () => import('./InfoPageSections.island'));
const InfoIntro = infoIsland('InfoIntro');

/**
 * A page made of its title, introduction and key points; `action` is the page's main task, shown first
 * (the sign-in panel), `children` add the page's own content after the introduction.
 */
export function InfoPage({ routeKey, noIndex, action, children }: { routeKey: RouteKey; noIndex?: boolean; action?: ReactNode; children?: ReactNode }) {
  const text = usePageText(routeKey);
  return (
    <>
      <PageHead title={text.title} description={text.description} noIndex={noIndex} />
      <StaticActionHero routeKey={routeKey} heading={text.heading} lead={text.lead} secondary="contactForm" />
      <PageSection>
        {action && <PageSectionLead>{action}</PageSectionLead>}
        <InfoIntro routeKey={routeKey} />
        {children}
      </PageSection>
    </>
  );
}
