import { MuiFrame } from '@/components/islands';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/common/NextLink';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { ForbiddenNotice } from '@/components/auth/ForbiddenNotice';
import { PageHead } from '@/components/common/PageHead';
import { PageHero } from '@/components/common/PageHero.island';
import { routeHref } from '@/components/common/RouteLink';
import { usePageText } from '@/components/content/usePageText';
import { accountScreenRoles, mayOpen } from '@/lib/auth/access';
import type { SignedInUser } from '@/lib/auth/claims';
import type { Role } from '@/lib/auth/roles';
import { initials } from '@/lib/domain/initials';
import { useLocale } from '@/lib/i18n';
import { accountMenu, menuEntryOf } from '@/lib/account/account-menu';
import type { AccountKey } from '@/lib/routes';

/** Scrolls the menu's row sideways to its current entry (a phone's row), never the page up or down. */
const keepInView = (entry: HTMLElement | null) => {
  const item = entry?.parentElement;
  const row = item?.parentElement;
  if (item && row && row.scrollWidth > row.clientWidth) row.scrollLeft = item.offsetLeft - (row.clientWidth - item.offsetWidth) / 2;
};

export function UserSummary({ user }: { user: SignedInUser }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'secondary.main', width: 52, height: 52, fontWeight: 800 }}>{initials(user.fullName, locale)}</Avatar>
        <div>
          <Typography component="h2" variant="h3" data-testid="account-greeting">
            {t('auth.dashboard.greeting', { name: user.fullName })}
          </Typography>
          <Typography color="text.secondary">{t('auth.dashboard.signedInWith', { email: user.email })}</Typography>
        </div>
      </Stack>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('auth.dashboard.rolesLabel')}:
        </Typography>
        {user.roles.map((role) => (
          <Chip key={role} size="small" label={t(`auth.roles.${role}`)} />
        ))}
      </Stack>
    </Paper>
  );
}

/** What an account screen shows until its user's data is in (components/account/AccountScreenPage.tsx). */
function ScreenSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.2} role="status" aria-label={label} aria-busy="true" data-testid="account-screen-loading">
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/**
 * The frame of every account screen: its menu, the signed-in user, and what the screen is for. Until the screen's
 * data is in (`loading`: components/account/AccountScreenPage.tsx) its content is a placeholder, or `children` alone
 * (a screen that could not be loaded says why); the menu is one too while the user is not known yet.
 */
export function AccountScreen({
  routeKey,
  sessionUser,
  requiredRoles = null,
  loading = false,
  children,
}: {
  routeKey: AccountKey;
  sessionUser?: SignedInUser | null;
  requiredRoles?: Role[] | null;
  loading?: boolean;
  /** The screen's own content; without it the screen introduces itself. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const text = usePageText(routeKey);
  const menu = sessionUser ? accountMenu.filter((key) => mayOpen(sessionUser.roles, accountScreenRoles[key])) : [];
  const entry = menuEntryOf(routeKey, menu);
  return (
    <MuiFrame>
      <PageHead title={text.title} description={text.description} noIndex />
      <PageHero routeKey={routeKey} heading={text.heading} lead={text.lead} />
      <Container sx={{ py: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            {/* On a phone the menu is one row that scrolls sideways (its entry in view), not a block above every screen. */}
            <Paper variant="outlined" component="nav" aria-label={t('nav.account')}>
              <List dense sx={{ display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, px: { xs: 0.5, md: 0 } }}>
                {!sessionUser &&
                  [0, 1, 2, 3].map((place) => (
                    <ListItem key={place} aria-hidden="true" sx={{ width: { xs: 96, md: '100%' }, flexShrink: 0 }}>
                      <Skeleton variant="text" sx={{ width: '100%' }} />
                    </ListItem>
                  ))}
                {menu.map((key) => (
                  <ListItem key={key} disablePadding sx={{ width: { xs: 'auto', md: '100%' }, flexShrink: 0 }}>
                    <ListItemButton
                      ref={key === entry ? keepInView : undefined}
                      selected={key === entry}
                      aria-current={key === routeKey ? 'page' : key === entry ? 'true' : undefined}
                      component={NextLink}
                      href={routeHref({ to: key }, locale).href}
                      locale={locale}
                      sx={{ whiteSpace: 'nowrap', borderRadius: { xs: 1, md: 0 } }}
                    >
                      <ListItemText primary={t(`nav.${key}`)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Stack spacing={1.2}>
              {loading || !sessionUser ? (
                (children ?? <ScreenSkeleton label={t('auth.screen.loading')} />)
              ) : requiredRoles ? (
                <ForbiddenNotice requiredRoles={requiredRoles} />
              ) : children ? (
                children
              ) : (
                <>
                  <UserSummary user={sessionUser} />
                  {text.body.map((paragraph) => (
                    <Typography key={paragraph}>{paragraph}</Typography>
                  ))}
                </>
              )}
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </MuiFrame>
  );
}
