import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function AccountShipProgramPage() {
  return <AccountScreen routeKey="accountShipProgram" />;
}

export const getStaticProps = staticTranslations(['pages']);
