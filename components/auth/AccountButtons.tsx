import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import type { SignedInUser } from '@/lib/auth/claims';
import { useSession } from '@/store/session';
import { UserMenu } from './UserMenu';

/** The header's account corner: the user's menu when signed in, otherwise sign in (the modal) and register. */
export function AccountButtons({ user, stacked = false }: { user: SignedInUser | null; stacked?: boolean }) {
  const { t } = useTranslation('common');
  const toggleLoginModal = useSession((state) => state.toggleLoginModal);
  if (user) return <UserMenu user={user} />;
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={0.5} className="signed-out-only">
      <Button variant="outlined" fullWidth={stacked} onClick={() => toggleLoginModal(true)}>
        {t('header.signIn')}
      </Button>
      <RouteButton to="register" variant="contained" color="secondary" fullWidth={stacked}>
        {t('header.register')}
      </RouteButton>
    </Stack>
  );
}
