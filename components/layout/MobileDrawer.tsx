import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { AccountButtons } from '@/components/auth/AccountButtons';
import { routeHref } from '@/components/common/RouteLink';
import type { SignedInUser } from '@/lib/auth/claims';
import { exploreMenu, servicesMenu } from '@/lib/navigation';
import { useLocale } from '@/lib/i18n';
import type { RouteKey } from '@/lib/routes';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

function Section({ title, items, onNavigate }: { title: string; items: readonly RouteKey[]; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <List dense subheader={<ListSubheader disableSticky>{title}</ListSubheader>}>
      {items.map((key) => (
        <ListItem key={key} disablePadding>
          <ListItemButton component={NextLink} href={routeHref({ to: key }, locale).href} locale={locale} onClick={onNavigate}>
            <ListItemText primary={t(`nav.${key}`)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The phone menu: every header destination in a drawer. */
export function MobileDrawer({ open, onClose, user, alternatePath }: { open: boolean; onClose: () => void; user: SignedInUser | null; alternatePath: string }) {
  const { t } = useTranslation('common');
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: (theme) => theme.layout.drawerWidth, maxWidth: '88vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5 }}>
        <Logo />
        <IconButton onClick={onClose} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <nav aria-label={t('header.mainNavigation')}>
        <Section title={t('header.servicesMenu')} items={servicesMenu} onNavigate={onClose} />
        <Section title={t('header.exploreMenu')} items={['freightSearch', 'trackYourFreight', ...exploreMenu]} onNavigate={onClose} />
      </nav>
      <Divider />
      <Stack spacing={0.5} sx={{ p: 1 }}>
        <AccountButtons user={user} stacked />
        <LanguageSwitch alternatePath={alternatePath} fullWidth />
      </Stack>
    </Drawer>
  );
}
