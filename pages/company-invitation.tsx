import type { GetServerSideProps } from 'next';
import { staticIslands } from '@/components/islands';
import * as invitationPanel from '@/components/company/InvitationAcceptPanel';
import { InfoPage } from '@/components/content/InfoPage';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { pageSession } from '@/lib/server/auth/page-session';
import { loadInvitationPage, type InvitationPageProps } from '@/lib/server/company/invitation-page';

/** The panel is the page's one task: its code comes at once, in a chunk of its own (MUI in its frame). */
const InvitationAcceptPanel = staticIslands(typeof window === 'undefined' ? invitationPanel : null, () => import('@/components/company/InvitationAcceptPanel'))('InvitationAcceptPanel', {
  atOnce: () => true,
});

/**
 * /company-invitation ↔ /firma-daveti?token=…: the page an invitation mail links to. It shows the invitation and
 * lets the invited address, signed in and proven, accept it; joining happens nowhere else.
 */
export default function CompanyInvitationPage(props: InvitationPageProps) {
  return <InfoPage routeKey="companyInvitation" noIndex action={<InvitationAcceptPanel {...props} />} />;
}

export const getServerSideProps: GetServerSideProps<InvitationPageProps> = async (context) => {
  // Someone's own invitation and session: never cached.
  context.res.setHeader('Cache-Control', 'private, no-store');
  const props = await loadInvitationPage(context.query.token, await pageSession(context));
  return { props: { ...(await translations(localeOf(context), ['pages'], ['companyInvitation'])), ...props } };
};
