import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function NewsletterPage() {
  return <InfoPage routeKey="newsletter" />;
}

export const getStaticProps = staticTranslations(['pages'], ['newsletter']);
