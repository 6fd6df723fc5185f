import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function FaqPage() {
  return <InfoPage routeKey="faq" />;
}

export const getStaticProps = staticTranslations(['pages'], ['faq']);
