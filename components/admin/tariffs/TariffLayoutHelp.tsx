import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'next-i18next/pages';
import { COMMON_COLUMNS, RATE_COLUMNS, SURCHARGE_COLUMNS, TARIFF_MODES, headerLine } from '@/lib/domain/tariff-csv';

/** Example lines of the template (one per mode), in the column order of the layout. */
function templateCsv(): string {
  const rows: Record<string, string>[] = [
    { mode: 'SEA_LCL', carrier: 'Ege Şile Denizcilik', origin: 'TRMER', destination: 'DEHAM', currency: 'USD', valid_from: '2027-01-01', valid_to: '2027-03-31', transit_days: '18', free_days: '7', cut_off_weekdays: '2|5', lcl_per_revenue_ton: '45.50', lcl_minimum: '90', baf: '6', origin_thc: '12', documentation: '35' },
    { mode: 'SEA_FCL', carrier: 'Ege Şile Denizcilik', origin: 'TRMER', destination: 'DEHAM', currency: 'USD', valid_from: '2027-01-01', valid_to: '2027-03-31', transit_days: '16', free_days: '14', fcl_20dc: '1250', fcl_40dc: '2100', fcl_40hc: '2150' },
    { mode: 'AIR', carrier: 'Boğaziçi Air Cargo', origin: 'IST', destination: 'FRA', currency: 'EUR', valid_from: '2027-01-01', valid_to: '2027-01-31', transit_days: '2', free_days: '0', air_minimum: '75', air_normal: '4.10', air_45: '3.20', air_100: '2.90', air_300: '2.70', air_500: '2.60', air_1000: '2.45' },
    { mode: 'ROAD', carrier: 'Trakya Ekspres', origin: 'TRIST', destination: 'DEHAM', currency: 'EUR', valid_from: '2027-01-01', valid_to: '2027-06-30', transit_days: '4', free_days: '1', road_per_van: '2450' },
    { mode: 'PARCEL', carrier: 'Galata Express Parcel', origin: 'IST', destination: 'FRA', currency: 'USD', valid_from: '2027-01-01', valid_to: '2027-12-31', transit_days: '3', free_days: '0', parcel_first_half_kg: '14', parcel_additional_half_kg: '3.90' },
  ];
  const columns = headerLine(';').split(';');
  return `\uFEFF${headerLine(';')}\r\n${rows.map((row) => columns.map((column) => row[column] ?? '').join(';')).join('\r\n')}\r\n`;
}

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tariff-template.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const code = { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' } as const;

/** The CSV layout explained (columns, money, encoding) and the template to download. */
export function TariffLayoutHelp() {
  const { t } = useTranslation('admin');
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="tariff-layout" id="tariff-layout-summary">
        <Typography component="h2" variant="h4">
          {t('tariffs.layout.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="tariff-layout">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('tariffs.layout.intro')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('tariffs.layout.title')}>
            <TableBody>
              {COMMON_COLUMNS.map((column) => (
                <TableRow key={column}>
                  <TableCell sx={code}>{column}</TableCell>
                  <TableCell>{t(`tariffs.layout.columns.${column}`)}</TableCell>
                </TableRow>
              ))}
              {TARIFF_MODES.map((mode) => (
                <TableRow key={mode}>
                  <TableCell sx={code}>{RATE_COLUMNS[mode].join(', ')}</TableCell>
                  <TableCell>{t(`tariffs.layout.rates.${mode}`)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={code}>{SURCHARGE_COLUMNS.join(', ')}</TableCell>
                <TableCell>{t('tariffs.layout.surcharges')}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('tariffs.layout.money')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('tariffs.layout.encoding')}
        </Typography>
        <Button sx={{ mt: 1.5 }} variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate} data-testid="tariff-template">
          {t('tariffs.layout.template')}
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
