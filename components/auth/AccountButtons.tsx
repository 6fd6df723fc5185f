import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import type { SignedInUser } from '@/lib/auth/claims';
import { useSession } from '@/store/session';

/** The signed-in user's menu: its code (menu, avatar) is loaded only for signed-in visitors. */
const UserMenu = dynamic(() => import('./UserMenu').then((module) => module.UserMenu));

/** The header's account corner: the user's menu when signed in, otherwise sign in (the modal) and register. */
export function AccountButtons({ user, stacked = false }: { user: SignedInUser | null; stacked?: boolean }) {
  const { t } = useTranslation('common');
  const toggleLoginModal = useSession((state) => state.toggleLoginModal);
  if (user) return <UserMenu user={user} />;
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={0.5}>
      <Button variant="outlined" fullWidth={stacked} onClick={() => toggleLoginModal(true)}>
        {t('header.signIn')}
      </Button>
      <RouteButton to="register" variant="contained" color="secondary" fullWidth={stacked}>
        {t('header.register')}
      </RouteButton>
    </Stack>
  );
}
