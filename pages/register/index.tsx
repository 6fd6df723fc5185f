import { AuthPanelOnIntent } from '@/components/auth/AuthPanelOnIntent';
import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

/** /register ↔ /uye-ol: the registration popup (an invitation link has its own page, pages/company-invitation.tsx). */
export default function RegisterPage() {
  return <InfoPage routeKey="register" action={<AuthPanelOnIntent flow="signUp" />} />;
}

export const getStaticProps = staticTranslations(['pages'], ['register']);
