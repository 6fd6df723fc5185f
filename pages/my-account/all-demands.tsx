import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function AllDemandsPage() {
  return <AccountScreen routeKey="allDemands" />;
}

export const getStaticProps = staticTranslations(['pages']);
