import { AuthPanelOnIntent } from '@/components/auth/AuthPanelOnIntent';
import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function LoginPage() {
  return <InfoPage routeKey="login" action={<AuthPanelOnIntent flow="signIn" />} />;
}

export const getStaticProps = staticTranslations(['pages'], ['login']);
