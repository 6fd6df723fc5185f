import { TrackingAlertLinkView } from '@/components/tracking/TrackingAlertLinkView';
import { staticTranslations } from '@/lib/i18n-server';

/** /tracking-alerts/confirm ⇄ /takip-bildirimleri/onay?token=…: the confirmation link of a tracking-alert mail (double opt-in). */
export default function TrackingAlertConfirmPage() {
  return <TrackingAlertLinkView action="confirm" />;
}

export const getStaticProps = staticTranslations(['pages', 'tracking'], ['trackingAlertConfirm']);
