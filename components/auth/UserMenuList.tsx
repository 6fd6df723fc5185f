import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { toast } from '@/lib/client/toast';
import { routeHref } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';

/** The user menu's list (the account, signing out): its code arrives when the menu is first opened (UserMenu). */
export function UserMenuList({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const router = useRouter();
  const signOut = async () => {
    onClose();
    const session = await import('./sign-in');
    await session.signOut();
    toast.info(t('auth.signedOut'));
    await router.push(routePath('home', locale), undefined, { locale });
  };
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={NextLink} href={routeHref({ to: 'dashboard' }, locale).href} locale={locale} onClick={onClose}>
        {t('auth.myAccount')}
      </MenuItem>
      <MenuItem onClick={signOut}>{t('auth.signOut')}</MenuItem>
    </Menu>
  );
}
