import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import type { SignedInUser } from '@/lib/auth/claims';
import { initials } from '@/lib/domain/initials';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';

/** The signed-in user's avatar (initials), full name and menu. */
export function UserMenu({ user }: { user: SignedInUser }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const signOut = async () => {
    setAnchor(null);
    const session = await import('@/lib/auth/sign-in');
    await session.signOut();
    toast.info(t('auth.signedOut'));
    await router.push(routePath('home', locale), undefined, { locale });
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('auth.userMenu', { name: user.fullName })}
        startIcon={<Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14, fontWeight: 800 }}>{initials(user.fullName, locale)}</Avatar>}
        sx={{ textTransform: 'none' }}
      >
        <span data-testid="user-full-name">{user.fullName}</span>
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={NextLink} href={routeHref({ to: 'dashboard' }, locale).href} locale={locale} onClick={() => setAnchor(null)}>
          {t('auth.myAccount')}
        </MenuItem>
        <MenuItem onClick={signOut}>{t('auth.signOut')}</MenuItem>
      </Menu>
    </>
  );
}
