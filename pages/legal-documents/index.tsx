import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function LegalDocumentsPage() {
  return <InfoPage routeKey="legalDocuments" />;
}

export const getStaticProps = staticTranslations(['pages'], ['legalDocuments']);
