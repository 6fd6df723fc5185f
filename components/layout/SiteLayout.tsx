import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { loadFramed, useOpenedOnce, useStaticLinkNavigation } from '@/components/islands';
import { SessionBootstrap } from '@/components/auth/SessionBootstrap';
import { ChatLauncher } from '@/components/chat/ChatLauncher';
import type { SignedInUser } from '@/lib/auth/claims';
import { CookieConsent } from './CookieConsent';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useSession } from '@/store/session';

/** The login modal's code arrives when it is first opened. */
const LoginDialog = dynamic(() => loadFramed(() => import('@/components/auth/LoginDialog').then((module) => module.LoginDialog)), { ssr: false });

function LazyLoginDialog() {
  return useOpenedOnce(useSession((state) => state.loginModalOpen)) ? <LoginDialog /> : null;
}

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The site's frame around every page. It hydrates without MUI (see components/islands/MuiFrame.tsx): the header,
 * the footer, the cookie banner and the chat button are islands that come alive when the visitor turns to them,
 * and the router follows the links of islands (useStaticLinkNavigation); the frame's own layout is in
 * styles/frame-styles.ts.
 */
export function SiteLayout({ children, serverUser }: { children: ReactNode; serverUser?: SignedInUser | null }) {
  const { t } = useTranslation('common');
  useStaticLinkNavigation();
  return (
    <div className="site-frame">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('header.skipToContent')}
      </a>
      <SiteHeader serverUser={serverUser} />
      <main id={MAIN_CONTENT_ID} className="site-main">
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
      <SessionBootstrap />
      <LazyLoginDialog />
      <ChatLauncher />
    </div>
  );
}
