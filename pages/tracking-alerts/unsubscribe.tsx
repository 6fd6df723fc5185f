import { TrackingAlertLinkView } from '@/components/tracking/TrackingAlertLinkView';
import { staticTranslations } from '@/lib/i18n-server';

/** /tracking-alerts/unsubscribe ⇄ /takip-bildirimleri/abonelikten-cik?token=…: the unsubscribe link of every tracking-alert mail. */
export default function TrackingAlertUnsubscribePage() {
  return <TrackingAlertLinkView action="unsubscribe" />;
}

export const getStaticProps = staticTranslations(['pages', 'tracking'], ['trackingAlertUnsubscribe']);
