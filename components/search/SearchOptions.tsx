import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedField } from '@/components/common/OutlinedField';
import { codeOptions, SelectField, type SelectOption } from '@/components/common/SelectField';
import { plainTextarea } from '@/components/common/plain-textarea';
import { useLocale } from '@/lib/i18n';
import { dangerousGoodsClasses, seaOnlyIncoterms } from '@/lib/domain/freight-codes';
import { useAttachments } from '@/store/attachments';
import { useLookups } from '@/store/lookups';
import { useSearch } from '@/store/search';
import { useSearchData } from '@/store/search-seed';
import { type SearchData } from '@/lib/search/search-data';
import { FileAttachments } from './FileAttachments';

/** The empty first choice of a list that has no default (a <select> would otherwise show its first option as chosen). */
const NOTHING_CHOSEN = '—';
/** A whole-number field: the phone shows its number pad. */
const numeric = { inputProps: { inputMode: 'numeric' } } as const;

type WarehouseField = 'warehousePallets' | 'warehouseMonths' | 'warehouseOrders';

type Flag = 'isStackable' | 'isDangerous' | 'wantInsurance' | 'departurePortService' | 'arrivalPortService' | 'earlyTransport' | 'lastTransport';

/**
 * Services and cargo properties: port services, pre-/on-carriage (province and district), incoterm,
 * product category and type, stackable, dangerous goods, insurance, HS code, message.
 */
export function SearchOptions({ errorOf }: { errorOf: (field: string) => string }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const data = useSearchData((state) => state);
  const files = useAttachments((state) => state.files);
  const setFiles = useAttachments((state) => state.setFiles);
  const provinces = useLookups((state) => state.cityList);
  const incoterms = useLookups((state) => state.incoterms);
  const categories = useLookups((state) => state.categories);
  const productTypes = useLookups((state) => state.secondCategories).filter((type) => type.categoryId === data.productCategoryId);
  const townsByCity = useLookups((state) => state.townsByCity);
  const named = (item: { nameTr: string; nameEn: string }) => (locale === 'tr' ? item.nameTr : item.nameEn);
  const flag = (key: Flag, label: string) => (
    <FormControlLabel control={<Checkbox checked={data[key]} onChange={(event) => data.update({ [key]: event.target.checked } as Partial<SearchData>)} />} label={label} />
  );
  const text = (key: 'unNumber' | 'productPrice' | 'hsCode' | 'message' | WarehouseField, label: string, extra: Partial<ComponentProps<typeof OutlinedField>> = {}, field: string = key) => (
    <OutlinedField size="small" label={label} value={data[key]} onChange={(event) => data.update({ [key]: event.target.value })} error={Boolean(errorOf(field))} helperText={errorOf(field) || ' '} {...extra} />
  );
  const choose = (label: string, field: string, value: string | number, onChange: (value: string) => void, options: SelectOption[], emptyLabel?: string, disabled = false) => (
    <SelectField size="small" label={label} value={value} onChange={onChange} options={options} emptyLabel={emptyLabel} error={Boolean(errorOf(field))} helperText={errorOf(field) || ' '} fullWidth disabled={disabled} />
  );
  // The districts of every chosen province, whether the visitor just chose it or it came back with a kept search:
  // the district list is keyed by its province, so an answer that arrives late can only fill its own province's list.
  const earlyCityId = data.earlyTransport && data.originInfo?.kind !== 'province' ? data.earlyTransportCityId : null;
  const lastCityId = data.lastTransport && data.destinationInfo?.kind !== 'province' ? data.lastTransportCityId : null;
  useEffect(() => {
    for (const cityId of [earlyCityId, lastCityId]) {
      if (cityId !== null && !useLookups.getState().townsByCity[cityId]) useLookups.getState().loadTowns(cityId).catch(() => undefined);
    }
  }, [earlyCityId, lastCityId]);
  // A district kept from before that isn't one of its province's (a kept search against a changed list) is dropped.
  const earlyTownId = data.earlyTransportTownId;
  const lastTownId = data.lastTransportTownId;
  const earlyTowns = earlyCityId === null ? undefined : townsByCity[earlyCityId];
  const lastTowns = lastCityId === null ? undefined : townsByCity[lastCityId];
  useEffect(() => {
    const update = useSearch.getState().update;
    if (earlyTowns && earlyTownId !== null && !earlyTowns.some((town) => town.id === earlyTownId)) update({ earlyTransportTownId: null });
    if (lastTowns && lastTownId !== null && !lastTowns.some((town) => town.id === lastTownId)) update({ lastTransportTownId: null });
  }, [earlyTowns, earlyTownId, lastTowns, lastTownId]);
  /**
   * Province, then its district. The district list waits, disabled, for the chosen province's districts: a choice
   * can't be made from another province's list, or from an empty one that is still loading.
   */
  const place = (cityKey: 'earlyTransportCityId' | 'lastTransportCityId', townKey: 'earlyTransportTownId' | 'lastTransportTownId') => {
    const cityId = data[cityKey];
    const towns = cityId === null ? undefined : townsByCity[cityId];
    const townId = data[townKey];
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.6 }}>
        {choose(
          t('form.province'),
          cityKey,
          cityId ?? '',
          (value) => data.update({ [cityKey]: value === '' ? null : Number(value), [townKey]: null } as Partial<SearchData>),
          provinces.map((city) => ({ value: city.id, label: city.name })),
          NOTHING_CHOSEN,
        )}
        {choose(
          t('form.town'),
          townKey,
          townId !== null && towns?.some((town) => town.id === townId) ? townId : '',
          (value) => data.update({ [townKey]: value === '' ? null : Number(value) } as Partial<SearchData>),
          (towns ?? []).map((town) => ({ value: town.id, label: town.name })),
          t('form.anyTown'),
          towns === undefined,
        )}
      </Box>
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {data.isWarehouse && (
        <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, mb: 0.8 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.6 }}>
            {t('form.warehouse.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 0.6, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {text('warehousePallets', t('form.warehouse.pallets'), numeric, 'warehouse.pallets')}
            {text('warehouseMonths', t('form.warehouse.months'), numeric, 'warehouse.storageMonths')}
            {text('warehouseOrders', t('form.warehouse.orders'), numeric, 'warehouse.ordersPerMonth')}
          </Box>
          {errorOf('warehouse') && (
            <Typography color="error" variant="body2">
              {errorOf('warehouse')}
            </Typography>
          )}
        </Box>
      )}
      <Box>
        {flag('departurePortService', t('form.departurePortService'))}
        {flag('arrivalPortService', t('form.arrivalPortService'))}
        {flag('earlyTransport', t('form.earlyTransport'))}
        {data.earlyTransport && data.originInfo?.kind !== 'province' && place('earlyTransportCityId', 'earlyTransportTownId')}
        {flag('lastTransport', t('form.lastTransport'))}
        {data.lastTransport && data.destinationInfo?.kind !== 'province' && place('lastTransportCityId', 'lastTransportTownId')}
        <Box sx={{ display: 'grid', gap: 0.6, mt: 0.8 }}>
          {choose(
            t('form.incoterm'),
            'incoterm',
            data.incotermId,
            (incotermId) => data.update({ incotermId }),
            incoterms.map((rule) => {
              const seaOnly = seaOnlyIncoterms.includes(rule.code);
              return { value: rule.code, label: `${rule.code} · ${named(rule)}${seaOnly ? ` (${t('form.seaOnlyIncoterm')})` : ''}`, disabled: seaOnly && data.modalTypeId !== 'SEA_LCL' && data.modalTypeId !== 'SEA_FCL' };
            }),
            t('form.noIncoterm'),
          )}
          {choose(
            t('form.productCategory'),
            'productCategoryId',
            data.productCategoryId ?? '',
            (value) => data.update({ productCategoryId: value === '' ? null : Number(value), productTypeId: null }),
            categories.map((category) => ({ value: category.id, label: named(category) })),
            t('form.anyChoice'),
          )}
          {data.productCategoryId !== null &&
            choose(
              t('form.productType'),
              'productTypeId',
              data.productTypeId ?? '',
              (value) => data.update({ productTypeId: value === '' ? null : Number(value) }),
              productTypes.map((type) => ({ value: type.id, label: named(type) })),
              t('form.anyChoice'),
            )}
        </Box>
      </Box>
      <Box>
        {flag('isStackable', t('form.stackable'))}
        {flag('isDangerous', t('form.dangerous'))}
        {data.isDangerous && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.6 }}>
            {text('unNumber', t('form.unNumber'))}
            {choose(t('form.dgClass'), 'dangerousGoodsClass', data.dangerousGoodsClass, (dangerousGoodsClass) => data.update({ dangerousGoodsClass }), codeOptions(dangerousGoodsClasses), NOTHING_CHOSEN)}
          </Box>
        )}
        {flag('wantInsurance', t('form.insurance'))}
        {data.wantInsurance && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 0.6 }}>
            {text('productPrice', t('form.productPrice'), { inputProps: { inputMode: 'decimal' } })}
            {choose(t('form.priceCurrency'), 'productPriceCurrency', data.productPriceCurrency, (value) => data.update({ productPriceCurrency: value as SearchData['productPriceCurrency'] }), codeOptions(['USD', 'EUR', 'TRY']))}
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 0.6, mt: 0.6 }}>
          {text('hsCode', t('form.hsCode'), numeric)}
          {text('message', t('form.message'), { multiline: true, rows: 3, ...plainTextarea })}
          <FileAttachments
            files={files}
            onChange={(chosen) => {
              setFiles(chosen);
              data.update({ files: chosen.map(({ name, size, type }) => ({ name, size, type })) });
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
