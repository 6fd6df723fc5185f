import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function LogisticsDictionaryPage() {
  return <InfoPage routeKey="logisticsDictionary" />;
}

export const getStaticProps = staticTranslations(['pages'], ['logisticsDictionary']);
