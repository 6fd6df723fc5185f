import Alert from '@mui/material/Alert';
import { useTranslation } from 'next-i18next/pages';
import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { ApiKeysView } from '@/components/account/api-keys/ApiKeysView';
import type { ApiKeyListAnswer } from '@/lib/schemas/api-key';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/** [E1] /my-account/api-keys ↔ /hesabim/api-anahtarlari: the company's API keys (company admins). */
function ApiKeysPage({ keys, ...props }: ProtectedPageProps & { keys?: ApiKeyListAnswer }) {
  const { t } = useTranslation('account');
  return (
    <AccountScreen routeKey="apiKeys" {...props}>
      {keys ? <ApiKeysView data={keys} companyName={props.sessionUser.companyName} /> : <Alert severity="info">{t('apiKeys.noCompany')}</Alert>}
    </AccountScreen>
  );
}

export default accountScreenPage('apiKeys', ApiKeysPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'errors'], ['apiKeys']);
