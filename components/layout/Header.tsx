import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Button from '@mui/material/Button';
import MenuIcon from '@mui/icons-material/Menu';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { AccountButtons } from '@/components/auth/AccountButtons';
import { useOpenedOnce } from '@/components/islands';
import { RouteButton } from '@/components/common/RouteLink';
import type { SignedInUser } from '@/lib/auth/claims';
import { exploreMenu, servicesMenu } from '@/lib/navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';

/** The phone menu's code arrives when it is first opened. */
const MobileDrawer = dynamic(() => import('./MobileDrawer').then((module) => module.MobileDrawer), { ssr: false });
/** The tracking dialog's code (and its number check) arrives when it is first opened. */
const TrackingDialog = dynamic(() => import('@/components/tracking/TrackingDialog').then((module) => module.TrackingDialog), { ssr: false });

/** The site's header; `user` is the signed-in user, `alternatePath` the page's path in the other language (SiteHeader). */
export function Header({ user, alternatePath }: { user: SignedInUser | null; alternatePath: string }) {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const [trackingOpen, setTrackingOpen] = useState(false);
  const trackingMounted = useOpenedOnce(trackingOpen);
  const { events } = useRouter();
  useEffect(() => {
    const close = () => setDrawerOpen(false);
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [events]);
  const desktop = { display: { xs: 'none', md: 'flex' } } as const;
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container>
        <Toolbar disableGutters sx={{ minHeight: (theme) => theme.layout.headerHeight, gap: 0.5 }}>
          <Logo />
          <Box component="nav" aria-label={t('header.mainNavigation')} sx={{ ...desktop, ml: 1.5, gap: 0.25, alignItems: 'center' }}>
            <NavMenu label={t('header.servicesMenu')} items={servicesMenu} />
            <RouteButton to="freightSearch" color="inherit">
              {t('nav.freightSearch')}
            </RouteButton>
            <Button color="inherit" startIcon={<TrackChangesIcon />} onClick={() => setTrackingOpen(true)} aria-haspopup="dialog" data-testid="header-track">
              {t('nav.trackYourFreight')}
            </Button>
            <NavMenu label={t('header.exploreMenu')} items={exploreMenu} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton sx={{ display: { md: 'none' } }} aria-label={t('trackingBox.dialogTitle')} aria-haspopup="dialog" onClick={() => setTrackingOpen(true)} data-testid="header-track-icon">
            <TrackChangesIcon />
          </IconButton>
          <Box sx={{ ...desktop, gap: 0.5, alignItems: 'center' }}>
            <LanguageSwitch alternatePath={alternatePath} />
            <AccountButtons user={user} />
          </Box>
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerMounted && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} alternatePath={alternatePath} />}
      {trackingMounted && <TrackingDialog open={trackingOpen} onClose={() => setTrackingOpen(false)} />}
    </AppBar>
  );
}
