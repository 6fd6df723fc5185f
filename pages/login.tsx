import { AuthPanel } from '@/components/auth/AuthPanel';
import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function LoginPage() {
  return <InfoPage routeKey="login" action={<AuthPanel flow="signIn" />} />;
}

export const getStaticProps = staticTranslations(['pages'], ['login']);
