import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function HelpPage() {
  return <InfoPage routeKey="help" />;
}

export const getStaticProps = staticTranslations(['pages'], ['help']);
