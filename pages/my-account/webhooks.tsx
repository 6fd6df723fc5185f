import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { WebhooksView } from '@/components/account/webhooks/WebhooksView';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/** [E1] /my-account/webhooks ↔ /hesabim/webhooklar: the company's webhook endpoints and their delivery log (company admins). */
function WebhooksPage(props: ProtectedPageProps) {
  return (
    <AccountScreen routeKey="webhooks" {...props}>
      <WebhooksView hasCompany={Boolean(props.sessionUser.companyName)} />
    </AccountScreen>
  );
}

export default accountScreenPage('webhooks', WebhooksPage);

// Of the account and errors namespaces, only this screen's texts and the form's messages ship with it.
export const getStaticProps = staticTranslations(['pages', 'account', 'errors'], ['webhooks'], { account: ['webhooks'], errors: ['validation', 'webhooks'] });
