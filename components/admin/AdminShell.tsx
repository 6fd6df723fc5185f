import { MuiFrame } from '@/components/islands';
import Box from '@mui/material/Box';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { ForbiddenNotice } from '@/components/auth/ForbiddenNotice';
import { PageHead } from '@/components/common/PageHead';
import { RouteLink, routeHref } from '@/components/common/RouteLink';
import { adminSections, sectionsFor, type AdminSection, type AdminSectionKey } from '@/lib/admin/admin-sections';
import { mayOpen } from '@/lib/auth/access';
import type { SignedInUser } from '@/lib/auth/claims';
import type { Role } from '@/lib/auth/roles';
import { useLocale } from '@/lib/i18n';

export const sectionIcons: Record<AdminSectionKey, typeof DashboardIcon> = {
  overview: DashboardIcon,
  content: ArticleIcon,
  languages: TranslateIcon,
  requests: RequestQuoteIcon,
  transfers: AccountBalanceIcon,
  reservations: LocalShippingIcon,
  tariffs: TableChartIcon,
  fxRates: CurrencyExchangeIcon,
  chatTranscripts: ForumIcon,
  mailPreviews: MailIcon,
  carriers: DirectionsBoatIcon,
  users: PeopleIcon,
  auditLog: HistoryIcon,
  apiKeys: VpnKeyIcon,
};

const groups: readonly AdminSection['group'][] = ['overview', 'content', 'operations', 'administration'];
const SIDEBAR_WIDTH = 248;

export interface AdminShellProps {
  section: AdminSectionKey;
  /** The screen's heading; the section's name when omitted. */
  title?: string;
  /** Buttons beside the heading (e.g. "New language"). */
  actions?: ReactNode;
  /** A deeper page's name (an entry being edited): the section becomes a breadcrumb link. */
  leaf?: string;
  /** From the page props (lib/server/admin/admin-page.ts). */
  sessionUser: SignedInUser;
  requiredRoles?: Role[] | null;
  children?: ReactNode;
}

/** The sidebar: the sections the user's roles open, grouped, with the current one selected. */
function AdminNav({ current, roles, onNavigate }: { current: AdminSectionKey; roles: readonly Role[]; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const visible = sectionsFor(roles);
  return (
    <Box component="nav" aria-label={t('shell.navLabel')} data-testid="admin-nav">
      {groups.map((group) => {
        const keys = visible.filter((key) => adminSections[key].group === group);
        if (keys.length === 0) return null;
        return (
          <Box key={group} component="section" aria-labelledby={`admin-nav-${group}`}>
            <ListSubheader id={`admin-nav-${group}`} component="div" disableSticky sx={{ lineHeight: 2.4, fontWeight: 800, bgcolor: 'transparent' }}>
              {t(`groups.${group}`)}
            </ListSubheader>
            <List dense disablePadding>
              {keys.map((key) => {
                const Icon = sectionIcons[key];
                return (
                  <ListItem key={key} disablePadding>
                    <ListItemButton
                      selected={key === current}
                      aria-current={key === current ? 'page' : undefined}
                      component={NextLink}
                      href={routeHref({ to: 'admin', subPath: adminSections[key].path || undefined }, locale).href}
                      locale={locale}
                      onClick={onNavigate}
                      data-section={key}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={t(`sections.${key}`)} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The frame of every admin screen, below the site header: the role-filtered sidebar (a permanent column
 * from md up, a drawer behind a menu button on phones), breadcrumbs, the title and the screen's actions.
 * A user without the section's roles sees the 403 explanation instead of the screen.
 */
export function AdminShell({ section, title, actions, leaf, sessionUser, requiredRoles, children }: AdminShellProps) {
  const { t } = useTranslation('admin');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { events } = useRouter();
  useEffect(() => {
    const close = () => setDrawerOpen(false);
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [events]);
  const roles = sessionUser.roles;
  const sectionRoles = adminSections[section].roles;
  const forbidden = requiredRoles ?? (mayOpen(roles, sectionRoles) ? null : [...sectionRoles]);
  const sectionName = t(`sections.${section}`);
  const heading = title ?? sectionName;
  const crumbs: { key: AdminSectionKey; link: boolean }[] = [];
  if (section !== 'overview') crumbs.push({ key: 'overview', link: true });
  crumbs.push({ key: section, link: leaf !== undefined });
  return (
    <MuiFrame>
      <PageHead title={`${heading} · ${t('shell.title')}`} description={t('shell.description')} noIndex />
      <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: { md: 'calc(100vh - 64px)' }, bgcolor: 'background.default' }} data-testid="admin-shell">
        <Box
          component="aside"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto', py: 1 }}>
            <AdminNav current={section} roles={roles} />
          </Box>
        </Box>
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} sx={{ display: { md: 'none' } }} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
          <Typography sx={{ px: 2, pt: 2, fontWeight: 800 }}>{t('shell.title')}</Typography>
          <Divider sx={{ mt: 1 }} />
          <AdminNav current={section} roles={roles} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Box sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 2, md: 3 }, py: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <IconButton
              aria-label={t('shell.openMenu')}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' }, ml: -1 }}
              data-testid="admin-menu-button"
            >
              <MenuIcon />
            </IconButton>
            <MuiBreadcrumbs aria-label={t('shell.breadcrumbLabel')}>
              {crumbs.map(({ key, link }) =>
                link ? (
                  <RouteLink key={key} to="admin" subPath={adminSections[key].path || undefined} color="inherit" variant="body2">
                    {t(`sections.${key}`)}
                  </RouteLink>
                ) : (
                  <Typography key={key} variant="body2" aria-current={leaf === undefined ? 'page' : undefined} sx={{ fontWeight: 700, color: 'text.primary' }}>
                    {t(`sections.${key}`)}
                  </Typography>
                ),
              )}
              {leaf !== undefined && (
                <Typography variant="body2" aria-current="page" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {leaf}
                </Typography>
              )}
            </MuiBreadcrumbs>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
            <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
              {heading}
            </Typography>
            {actions && !forbidden && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {actions}
              </Stack>
            )}
          </Stack>
          {forbidden ? <ForbiddenNotice requiredRoles={forbidden} /> : children}
        </Box>
      </Box>
    </MuiFrame>
  );
}
