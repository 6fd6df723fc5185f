import type { GetServerSideProps } from 'next';
import { AuthPanelOnIntent } from '@/components/auth/AuthPanelOnIntent';
import { InfoPage } from '@/components/content/InfoPage';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';

/** /register ↔ /uye-ol: the registration popup (an invitation link has its own page, pages/company-invitation.tsx). */
export default function RegisterPage() {
  return <InfoPage routeKey="register" action={<AuthPanelOnIntent flow="signUp" />} />;
}

// Rendered per request, as before the invitation moved to its own page (cacheable at the edge for five minutes).
export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=600');
  return { props: await translations(localeOf(context), ['pages'], ['register']) };
};
