import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function OurCustomersPage() {
  return <InfoPage routeKey="ourCustomers" />;
}

export const getStaticProps = staticTranslations(['pages'], ['ourCustomers']);
