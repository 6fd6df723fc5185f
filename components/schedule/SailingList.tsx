import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { routeHref, RouteLink } from '@/components/common/RouteLink';
import { laneSlug } from '@/lib/domain/ship-lane';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Voyage } from '@/lib/schemas/voyage';
import { HeadRow } from './HeadRow';

/** One sailing's ports with a link to the lane page. */
function Port({ code, name }: { code: string; name: string }) {
  return (
    <span>
      {name}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        {code}
      </Typography>
    </span>
  );
}

function Transshipment({ sailing }: { sailing: Voyage }) {
  const { t } = useTranslation('schedule');
  return sailing.transshipment ? (
    <Chip size="small" variant="outlined" label={t('results.via', { port: sailing.transshipmentName ?? sailing.transshipment })} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('results.direct')} />
  );
}

/**
 * Sailings as a table on wide screens and as cards on phones (both rendered, CSS picks one, so the
 * static page needs no script and no width guess). `laneLinks` adds the link to each lane's page.
 */
export function SailingList({ sailings, laneLinks = true, caption }: { sailings: readonly Voyage[]; laneLinks?: boolean; caption?: string }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label={caption ?? t('results.caption')} sx={{ tableLayout: laneLinks ? 'auto' : 'fixed' }}>
          <HeadRow labels={['vessel', 'carrier', 'pol', 'pod', 'cutOff', 'etd', 'eta', 'transit', 'transshipment'].map((key) => t(`columns.${key}`))} numeric={[t('columns.transit')]}>
            {laneLinks && <TableCell padding="checkbox" />}
          </HeadRow>
          <TableBody>
            {sailings.map((sailing) => (
              <TableRow key={sailing.id} data-testid="sailing-row" hover>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {sailing.vessel}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('columns.voyage')} {sailing.voyageNumber}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{sailing.carrier}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {sailing.service}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Port code={sailing.pol} name={sailing.polName} />
                </TableCell>
                <TableCell>
                  <Port code={sailing.pod} name={sailing.podName} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(sailing.cutOffAt, locale, 'shortDateTime')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>{formatInstant(sailing.etd, locale, 'shortDateTime')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(sailing.eta, locale, 'day')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('results.days', { count: sailing.transitDays })}
                </TableCell>
                <TableCell>
                  <Transshipment sailing={sailing} />
                </TableCell>
                {laneLinks && (
                  <TableCell padding="checkbox">
                    <Tooltip title={t('results.laneLink')}>
                      <IconButton
                        component={NextLink}
                        href={routeHref({ to: 'shipProgram', subPath: laneSlug(sailing.pol, sailing.pod) }, locale).href}
                        locale={locale}
                        aria-label={`${t('results.laneLink')}: ${sailing.polName} → ${sailing.podName}`}
                        size="small"
                      >
                        <ArrowForwardIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" spacing={1} sx={{ display: { xs: 'flex', md: 'none' }, listStyle: 'none', m: 0, p: 0 }} aria-label={caption ?? t('results.caption')}>
        {sailings.map((sailing) => (
          <Paper component="li" key={sailing.id} variant="outlined" data-testid="sailing-card" sx={{ p: 1.2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <div>
                <Typography sx={{ fontWeight: 800 }}>{sailing.vessel}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {sailing.carrier} · {sailing.service} · {t('columns.voyage')} {sailing.voyageNumber}
                </Typography>
              </div>
              <Transshipment sailing={sailing} />
            </Stack>
            <Typography sx={{ mt: 0.6 }}>
              <Port code={sailing.pol} name={sailing.polName} /> → <Port code={sailing.pod} name={sailing.podName} />
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, m: 0, mt: 0.6, '& dd': { m: 0, fontWeight: 700 } }}>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('columns.cutOff')}
                </Typography>
                <dd>{formatInstant(sailing.cutOffAt, locale, 'shortDateTime')}</dd>
              </div>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('columns.etd')}
                </Typography>
                <dd>{formatInstant(sailing.etd, locale, 'shortDateTime')}</dd>
              </div>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('columns.eta')}
                </Typography>
                <dd>{formatInstant(sailing.eta, locale, 'day')}</dd>
              </div>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('columns.transit')}
                </Typography>
                <dd>{t('results.days', { count: sailing.transitDays })}</dd>
              </div>
            </Box>
            {laneLinks && (
              <RouteLink to="shipProgram" subPath={laneSlug(sailing.pol, sailing.pod)} variant="body2" sx={{ display: 'inline-block', mt: 0.6, fontWeight: 700 }}>
                {t('results.laneLink')} →
              </RouteLink>
            )}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
