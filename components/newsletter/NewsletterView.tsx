import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import { newsletterLinkOf } from './newsletter-link';
import * as newsletterBody from './NewsletterBody';

/** The sign-up comes alive on intent, and at once when the address carries an emailed link, whose outcome the server's markup lacks. */
const NewsletterBodyIsland = staticIslands(typeof window === 'undefined' ? newsletterBody : null, () => import('./NewsletterBody'))('NewsletterBody', {
  atOnce: () => newsletterLinkOf(Object.fromEntries(new URLSearchParams(window.location.search))) !== null,
});

/** /newsletter (/bulten): the band, then the sign-up, what the newsletter brings and the outcome of an emailed link (NewsletterBody). */
export function NewsletterView() {
  const text = usePageText('newsletter');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="newsletter" heading={text.heading} lead={text.lead} />
      <NewsletterBodyIsland />
    </>
  );
}
