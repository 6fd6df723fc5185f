import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import { SessionBootstrap } from '@/components/auth/SessionBootstrap';
import { ChatLauncher } from '@/components/chat/ChatLauncher';
import type { SignedInUser } from '@/lib/auth/claims';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { LookupsLoader } from './LookupsLoader';
import { useSession } from '@/store/session';

/** The login modal's code arrives when it is first opened. */
const LoginDialog = dynamic(() => import('@/components/auth/LoginDialog').then((module) => module.LoginDialog), { ssr: false });

function LazyLoginDialog() {
  return useOpenedOnce(useSession((state) => state.loginModalOpen)) ? <LoginDialog /> : null;
}

export const MAIN_CONTENT_ID = 'main-content';

export function SiteLayout({ children, serverUser }: { children: ReactNode; serverUser?: SignedInUser | null }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 0.5 } }}
      >
        {t('header.skipToContent')}
      </Box>
      <Header serverUser={serverUser} />
      <Box component="main" id={MAIN_CONTENT_ID} sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Footer />
      <CookieConsent />
      <LookupsLoader />
      <SessionBootstrap />
      <LazyLoginDialog />
      <ChatLauncher />
    </Box>
  );
}
