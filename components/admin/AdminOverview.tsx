import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { adminSections } from '@/lib/admin/admin-sections';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { OverviewCount } from '@/lib/server/admin/overview-counts';
import { sectionIcons } from './AdminShell';

/** The overview's cards: one per section the viewer may open, with what needs attention there. */
export function AdminOverview({ counts }: { counts: readonly OverviewCount[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Grid container spacing={2} data-testid="admin-overview">
      {counts.map(({ section, count }) => {
        const Icon = sectionIcons[section];
        return (
          <Grid key={section} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }} data-section={section}>
              <CardActionArea component={NextLink} href={routeHref({ to: 'admin', subPath: adminSections[section].path }, locale).href} locale={locale} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Icon color="primary" />
                    <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
                      {t(`sections.${section}`)}
                    </Typography>
                  </Stack>
                  {count !== null && (
                    <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }} data-testid={`count-${section}`}>
                      {formatNumber(count, locale)}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {t(`overview.${section}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
