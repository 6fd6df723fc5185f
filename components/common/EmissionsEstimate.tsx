import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Co2Icon from '@mui/icons-material/Co2';
import { useTranslation } from 'next-i18next/pages';
import { formatCo2eMass, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { OfferEmissions } from '@/lib/schemas/freight';

/** The CO2e estimate in one line, said to be an estimate with GLEC default factors. */
export function EmissionsSummary({ emissions }: { emissions: OfferEmissions }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }} data-testid="emissions">
      <Co2Icon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('emissions.total', { mass: formatCo2eMass(emissions.kgCo2e, locale) })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('emissions.caption')}
      </Typography>
    </Box>
  );
}

/** The estimate leg by leg, the mass it counts, and what kind of figure it is. */
export function EmissionsLegs({ emissions, containers }: { emissions: OfferEmissions; containers: boolean }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Box data-testid="emissions-legs">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('emissions.title')}
      </Typography>
      <Table size="small">
        <TableBody>
          {emissions.legs.map((leg) => (
            <TableRow key={leg.role}>
              <TableCell>{t(leg.role === 'main' ? `emissions.legs.main_${leg.mode}` : `emissions.legs.${leg.role}`)}</TableCell>
              <TableCell align="right">{t('emissions.leg', { km: formatNumber(leg.km, locale, 0), mass: formatCo2eMass(leg.kgCo2e, locale) })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(containers ? 'emissions.massContainers' : 'emissions.mass', { tonnes: formatNumber(emissions.tonnes, locale, 3) })} · {t('emissions.method')}
      </Typography>
    </Box>
  );
}
