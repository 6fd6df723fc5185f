import { useRouter } from 'next/router';
import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import * as trackingBody from './TrackingBody';

/** The input and the result come alive on intent, and at once for a number in the address (the server's markup shows none). */
const TrackingBodyIsland = staticIslands(typeof window === 'undefined' ? trackingBody : null, () => import('./TrackingBody'))('TrackingBody', {
  atOnce: () => Boolean(new URLSearchParams(window.location.search).get('number')),
});

/**
 * /track-your-freight (/yuk-takip): the band, then the tracking input and the result (TrackingBody). The number
 * lives in the address (?number=…), read here from the router: a number the header's dialog puts in the address of
 * this page reaches the island as a new prop.
 */
export function TrackingView() {
  const text = usePageText('trackYourFreight');
  const router = useRouter();
  const number = router.isReady && typeof router.query.number === 'string' ? router.query.number : '';
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="trackYourFreight" heading={text.heading} lead={text.lead} />
      <TrackingBodyIsland number={number} />
    </>
  );
}
