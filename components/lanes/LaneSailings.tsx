import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { HeadRow } from '@/components/schedule/HeadRow';
import { useLocale } from '@/lib/i18n';
import { formatInstant } from '@/lib/format';
import type { LaneSailing } from '@/lib/server/lanes/list-lane-sailings';

/** The ship program page of a port pair: /ship-program/<pol>-<pod>, lower-case UN/LOCODEs. */
const programPath = (sailing: Pick<LaneSailing, 'pol' | 'pod'>) => `${sailing.pol}-${sailing.pod}`.toLowerCase();

/** The lane's next sailings: a table on wide screens, cards on phones; each links to its port pair's ship program. */
export function LaneSailings({ sailings, total }: { sailings: readonly LaneSailing[]; total: number }) {
  const { t } = useTranslation('lanes');
  const locale = useLocale();
  if (sailings.length === 0) {
    return (
      <Typography data-testid="lane-no-sailings">
        {t('sailings.none')}{' '}
        <RouteLink to="shipProgram">{t('sailings.program')}</RouteLink>
      </Typography>
    );
  }
  const via = (sailing: LaneSailing) => (sailing.transshipmentName ? ` (${t('sailings.via', { port: sailing.transshipmentName })})` : '');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.8 }}>
        {t('sailings.total', { count: total })}
      </Typography>
      <Paper variant="outlined" sx={{ display: { xs: 'none', md: 'block' }, overflowX: 'auto' }}>
        <Table size="small" data-testid="lane-sailings-table">
          <HeadRow labels={['vessel', 'carrier', 'route', 'cutOff', 'etd', 'eta', 'transit'].map((key) => t(`sailings.${key}`))} numeric={[t('sailings.transit')]} />
          <TableBody>
            {sailings.map((sailing) => (
              <TableRow key={sailing.id}>
                <TableCell>
                  <RouteLink to="shipProgram" subPath={programPath(sailing)}>
                    {sailing.vessel} · {sailing.voyageNumber}
                  </RouteLink>
                </TableCell>
                <TableCell>{sailing.carrier}</TableCell>
                <TableCell>
                  {sailing.polName} → {sailing.podName}
                  {via(sailing)}
                </TableCell>
                <TableCell>{formatInstant(sailing.cutOffAt, locale, 'shortDateTime')}</TableCell>
                <TableCell>{formatInstant(sailing.etd, locale, 'shortDay')}</TableCell>
                <TableCell>{formatInstant(sailing.eta, locale, 'shortDay')}</TableCell>
                <TableCell align="right">{t('sailings.days', { count: sailing.transitDays })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Stack spacing={1} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="lane-sailings-cards">
        {sailings.map((sailing) => (
          <Paper key={sailing.id} variant="outlined" sx={{ p: 1.2 }}>
            <RouteLink to="shipProgram" subPath={programPath(sailing)} sx={{ fontWeight: 700 }}>
              {sailing.vessel} · {sailing.voyageNumber}
            </RouteLink>
            <Typography variant="body2" color="text.secondary">
              {sailing.carrier}
            </Typography>
            <Typography sx={{ mt: 0.4 }}>
              {sailing.polName} → {sailing.podName}
              {via(sailing)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 0.6, mt: 0.6 }}>
              <Typography variant="body2">
                {t('sailings.etd')}
                <br />
                <strong>{formatInstant(sailing.etd, locale, 'shortDay')}</strong>
              </Typography>
              <Typography variant="body2">
                {t('sailings.eta')}
                <br />
                <strong>{formatInstant(sailing.eta, locale, 'shortDay')}</strong>
              </Typography>
              <Typography variant="body2">
                {t('sailings.transit')}
                <br />
                <strong>{t('sailings.days', { count: sailing.transitDays })}</strong>
              </Typography>
            </Box>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
