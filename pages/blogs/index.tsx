import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function BlogsPage() {
  return <InfoPage routeKey="blogs" />;
}

export const getStaticProps = staticTranslations(['pages'], ['blogs']);
