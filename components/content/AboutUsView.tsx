import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import type { SinglePage } from '@/lib/server/content/single-page';
import * as aboutUsBody from './AboutUsBody.island';
import { usePageText } from './usePageText';

/** The text is a static island. */
const AboutUsBody = staticIslands(typeof window === 'undefined' ? aboutUsBody : null, () => import('./AboutUsBody.island'))('AboutUsBody');

/** /about-us: the hero from the page texts, then the editors' `about-us` page (the page texts' body when it is missing). */
export function AboutUsView({ page }: { page: SinglePage | null }) {
  const text = usePageText('aboutUs');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="aboutUs" heading={text.heading} lead={text.lead} secondary="contactForm" />
      <AboutUsBody page={page} />
    </>
  );
}
