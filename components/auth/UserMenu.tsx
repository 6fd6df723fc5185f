import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { SignedInUser } from '@/lib/auth/claims';
import { initials } from '@/lib/domain/initials';
import { useLocale } from '@/lib/i18n';

/** The menu's list, with MUI's popover: loaded when the menu is first opened. */
const UserMenuList = dynamic(() => import('./UserMenuList').then((module) => module.UserMenuList), { ssr: false });

/**
 * The signed-in user's avatar (initials), full name and menu. The button is part of the header's own code, so it is
 * there in the header's first live render: a press the header's island kept (EarlyInput) finds it and opens the menu.
 */
export function UserMenu({ user }: { user: SignedInUser }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the list stays mounted, so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('auth.userMenu', { name: user.fullName })}
        // The initials are drawn by CSS, not text: the button's visible text is the name its label says (WCAG 2.5.3).
        startIcon={
          <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14, fontWeight: 800, '& [data-initials]::after': { content: 'attr(data-initials)' } }}>
            <span data-initials={initials(user.fullName, locale)} />
          </Avatar>
        }
        sx={{ textTransform: 'none' }}
      >
        <span data-testid="user-full-name">{user.fullName}</span>
      </Button>
      {opened && <UserMenuList id={id} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
