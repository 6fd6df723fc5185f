import * as registerSuccessAction from '@/components/auth/RegisterSuccessAction.island';
import { staticIslands } from '@/components/islands';
import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

/** A link on: a static island. */
const RegisterSuccessAction = staticIslands(typeof window === 'undefined' ? registerSuccessAction : null, () => import('@/components/auth/RegisterSuccessAction.island'))('RegisterSuccessAction');

export default function RegisterSuccessPage() {
  return (
    <InfoPage routeKey="registerSuccess">
      <RegisterSuccessAction />
    </InfoPage>
  );
}

export const getStaticProps = staticTranslations(['pages'], ['registerSuccess']);
