import { AuthPanel } from '@/components/auth/AuthPanel';
import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function RegisterPage() {
  return <InfoPage routeKey="register" action={<AuthPanel flow="signUp" />} />;
}

export const getStaticProps = staticTranslations(['pages'], ['register']);
