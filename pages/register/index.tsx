import type { GetServerSideProps } from 'next';
import { AuthPanelOnIntent } from '@/components/auth/AuthPanelOnIntent';
import { InfoPage } from '@/components/content/InfoPage';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { loadRegisterInvitation, type RegisterInvitationProps } from '@/lib/server/company/register-invitation';

/**
 * /register ↔ /uye-ol: the registration popup. An invitation link (?invitation=<token>) shows the
 * company and role it invites to and fills the invited address in on the provider's form; joining
 * happens at the first sign-in with that address (lib/server/users/register-identity-user.ts).
 */
export default function RegisterPage({ invitation, loginHint, invitationInvalid }: RegisterInvitationProps) {
  return (
    <InfoPage
      routeKey="register"
      action={<AuthPanelOnIntent flow="signUp" loginHint={loginHint ?? undefined} invitation={invitation} invitationInvalid={invitationInvalid} />}
    />
  );
}

export const getServerSideProps: GetServerSideProps<RegisterInvitationProps> = async (context) => {
  const invitation = await loadRegisterInvitation(context.query.invitation);
  // A page with an invitation is someone's own: never cached; the plain page may be.
  context.res.setHeader('Cache-Control', context.query.invitation ? 'private, no-store' : 'public, max-age=0, s-maxage=300, stale-while-revalidate=600');
  return { props: { ...(await translations(localeOf(context), ['pages'], ['register'])), ...invitation } };
};
