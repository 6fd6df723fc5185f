import { TrackingView } from '@/components/tracking/TrackingView';
import { staticTranslations } from '@/lib/i18n-server';

/** /track-your-freight ⇄ /yuk-takip: a static page; the number is in ?number=… and looked up in the browser. */
export default function TrackYourFreightPage() {
  return <TrackingView />;
}

export const getStaticProps = staticTranslations(['pages', 'tracking'], ['trackYourFreight']);
