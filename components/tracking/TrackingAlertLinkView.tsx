import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import { staticIslands } from '@/components/islands';
import * as trackingAlertLink from './TrackingAlertLink';
import type { TrackingAlertAction } from './TrackingAlertLink';

/** The link's outcome is the page's one task: it comes alive at once (the server's markup can't know it). */
const TrackingAlertLinkIsland = staticIslands(typeof window === 'undefined' ? trackingAlertLink : null, () => import('./TrackingAlertLink'))('TrackingAlertLink', { atOnce: () => true });

/**
 * [E1] /tracking-alerts/confirm (/takip-bildirimleri/onay) and /tracking-alerts/unsubscribe
 * (/takip-bildirimleri/abonelikten-cik): the band, then what the mail's link did (TrackingAlertLink). Not indexed.
 */
export function TrackingAlertLinkView({ action }: { action: TrackingAlertAction }) {
  const routeKey = action === 'confirm' ? 'trackingAlertConfirm' : 'trackingAlertUnsubscribe';
  const text = usePageText(routeKey);
  return (
    <>
      <PageHead title={text.title} description={text.description} noIndex />
      <StaticPageHero routeKey={routeKey} heading={text.heading} lead={text.lead} />
      <TrackingAlertLinkIsland action={action} />
    </>
  );
}
