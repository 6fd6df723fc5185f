import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { cargoTotals, vansNeeded, volumetricDivisorOf, type PackageRow } from '@/lib/domain/chargeable-weight';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useSearchData } from '@/store/search-seed';
import { type OrderDimensionItem } from '@/lib/search/search-data';

const parse = (text: string) => Number(text.replace(',', '.'));

/** Rows whose measures are all numbers above zero (the rest don't count yet while typing). */
export function measurableRows(rows: readonly OrderDimensionItem[]): PackageRow[] {
  return rows
    .map((row) => ({ length: parse(row.size.value), width: parse(row.width.value), height: parse(row.height.value), dimensionUnit: row.dimensionType, weight: parse(row.weight.value), weightUnit: row.weightType, count: parse(row.count.value) }))
    .filter((row) => [row.length, row.width, row.height, row.weight, row.count].every((value) => Number.isFinite(value) && value > 0));
}

/** Live totals while typing: volume, gross weight, desi, and the chargeable basis of the mode. */
export function CargoTotalsBar() {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const rows = useSearchData((state) => state.orderDimensionList);
  const mode = useSearchData((state) => state.modalTypeId);
  const measured = measurableRows(rows);
  const totals = cargoTotals(measured, { volumetricDivisor: volumetricDivisorOf(mode) });
  const number = (value: number, digits = 2) => formatNumber(value, locale, digits);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite" aria-label={t('totals.title')}>
      <Chip label={`${t('totals.cbm')}: ${number(totals.totalCbm, 3)} ${t('totals.cbmUnit')}`} />
      <Chip label={`${t('totals.weight')}: ${number(totals.totalWeightKg)} ${t('totals.kg')}`} />
      <Chip label={`${t('totals.desi')}: ${number(totals.desi)}`} />
      {mode === 'AIR' || mode === 'PARCEL' ? (
        <Chip color="secondary" label={`${t('totals.chargeable')}: ${number(totals.chargeableKg, 1)} ${t('totals.kg')}`} />
      ) : mode === 'ROAD' ? (
        <Chip color="secondary" label={`${t('totals.vans')}: ${measured.length > 0 ? vansNeeded(measured) : 0}`} />
      ) : (
        <Chip color="secondary" label={`${t('totals.revenueTons')}: ${number(totals.revenueTons, 3)}`} />
      )}
    </Stack>
  );
}
