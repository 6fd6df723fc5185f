import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { PageHero } from '@/components/common/PageHero';
import { RouteButton, routeHref } from '@/components/common/RouteLink';
import { usePageText } from '@/components/content/InfoPage';
import { useLocale } from '@/lib/i18n';
import type { AccountKey } from '@/lib/routes';

/** The account area's own menu, in the order a customer uses it. */
export const accountMenu: readonly AccountKey[] = [
  'dashboard',
  'requests',
  'reservations',
  'accountShipProgram',
  'profile',
  'editProfile',
  'changePassword',
  'allDemands',
  'allReservations',
  'allUsers',
];

/** The frame of every account screen: its menu, its title and what it is for. */
export function AccountScreen({ routeKey }: { routeKey: AccountKey }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const text = usePageText(routeKey);
  return (
    <>
      <PageHead title={text.title} description={text.description} noIndex />
      <PageHero routeKey={routeKey} heading={text.heading} lead={text.lead} />
      <Container sx={{ py: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Paper variant="outlined" component="nav" aria-label={t('nav.account')}>
              <List dense>
                {accountMenu.map((key) => (
                  <ListItemButton
                    key={key}
                    selected={key === routeKey}
                    component={NextLink}
                    href={routeHref({ to: key }, locale).href}
                    locale={locale}
                  >
                    <ListItemText primary={t(`nav.${key}`)} />
                  </ListItemButton>
                ))}
              </List>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Stack spacing={1}>
              {text.body.map((paragraph) => (
                <Typography key={paragraph}>{paragraph}</Typography>
              ))}
              <Paper variant="outlined" sx={{ p: 1.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{t('account.signInRequired')}</Typography>
                <Typography color="text.secondary" sx={{ mt: 0.4, mb: 1 }}>
                  {t('account.signInPrompt')}
                </Typography>
                <RouteButton to="login" variant="contained">
                  {t('header.signIn')}
                </RouteButton>
              </Paper>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
