import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { dangerousGoodsClasses } from '@/lib/schemas/freight';
import { useLookups } from '@/store/lookups';
import { useSearch, type SearchData } from '@/store/search';

type Flag = 'isStackable' | 'isDangerous' | 'wantInsurance' | 'departurePortService' | 'arrivalPortService' | 'earlyTransport' | 'lastTransport';

/** Services and cargo properties: port services, pre-/on-carriage, stackable, dangerous goods, insurance, HS code. */
export function SearchOptions({ errorOf }: { errorOf: (field: string) => string }) {
  const { t } = useTranslation('search');
  const data = useSearch();
  const provinces = useLookups((state) => state.cityList);
  const flag = (key: Flag, label: string) => (
    <FormControlLabel control={<Checkbox checked={data[key]} onChange={(event) => data.update({ [key]: event.target.checked } as Partial<SearchData>)} />} label={label} />
  );
  const text = (key: 'unNumber' | 'productPrice' | 'hsCode' | 'message', label: string, extra: object = {}) => (
    <TextField size="small" label={label} value={data[key]} onChange={(event) => data.update({ [key]: event.target.value })} error={Boolean(errorOf(key))} helperText={errorOf(key) || ' '} {...extra} />
  );
  const province = (key: 'earlyTransportCityId' | 'lastTransportCityId') => (
    <TextField select size="small" label={t('form.province')} value={data[key] ?? ''} onChange={(event) => data.update({ [key]: Number(event.target.value) })} error={Boolean(errorOf(key))} helperText={errorOf(key) || ' '}>
      {provinces.map((city) => (
        <MenuItem key={city.id} value={city.id}>
          {city.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'grid', gap: 0.4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box>
        {flag('departurePortService', t('form.departurePortService'))}
        {flag('arrivalPortService', t('form.arrivalPortService'))}
        {flag('earlyTransport', t('form.earlyTransport'))}
        {data.earlyTransport && province('earlyTransportCityId')}
        {flag('lastTransport', t('form.lastTransport'))}
        {data.lastTransport && province('lastTransportCityId')}
      </Box>
      <Box>
        {flag('isStackable', t('form.stackable'))}
        {flag('isDangerous', t('form.dangerous'))}
        {data.isDangerous && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.6 }}>
            {text('unNumber', t('form.unNumber'))}
            <TextField select size="small" label={t('form.dgClass')} value={data.dangerousGoodsClass} onChange={(event) => data.update({ dangerousGoodsClass: event.target.value })} error={Boolean(errorOf('dangerousGoodsClass'))} helperText={errorOf('dangerousGoodsClass') || ' '}>
              {dangerousGoodsClasses.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        )}
        {flag('wantInsurance', t('form.insurance'))}
        {data.wantInsurance && text('productPrice', t('form.productPrice'), { inputMode: 'decimal' })}
        <Box sx={{ display: 'grid', gap: 0.6, mt: 0.6 }}>
          {text('hsCode', t('form.hsCode'), { inputMode: 'numeric' })}
          {text('message', t('form.message'), { multiline: true, minRows: 2 })}
        </Box>
      </Box>
    </Box>
  );
}
