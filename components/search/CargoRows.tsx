import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'next-i18next/pages';
import { containerTypes } from '@/lib/domain/freight-codes';
import { useLocale } from '@/lib/i18n';
import { useLookups } from '@/store/lookups';
import { useSearch, type OrderDimensionItem } from '@/store/search';

type Measure = 'size' | 'width' | 'height' | 'weight' | 'count';
const measureField: Record<Measure, string> = { size: 'length', width: 'width', height: 'height', weight: 'weight', count: 'count' };

/** The order dimension list (SPEC §3): one row per kind of package, measures per piece. */
export function DimensionRows({ errorOf }: { errorOf: (field: string) => string }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const rows = useSearch((state) => state.orderDimensionList);
  const { updateRow, addRow, removeRow } = useSearch.getState();
  const packageTypes = useLookups((state) => state.packageTypes);
  const measure = (row: OrderDimensionItem, index: number, key: Measure, label: string) => {
    const error = errorOf(`orderDimensionList.${index}.${measureField[key]}`);
    return (
      <TextField
        label={label}
        value={row[key].value}
        error={Boolean(error) || row[key].error}
        helperText={error || ' '}
        inputMode="decimal"
        onChange={(event) => updateRow(index, { [key]: { value: event.target.value, error: false } })}
        slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}` } }}
        size="small"
      />
    );
  };
  return (
    <Box>
      {rows.map((row, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1, mb: 0.8, display: 'grid', gap: 0.6, gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr repeat(3, 1fr) 0.8fr 1fr 0.8fr 0.8fr auto' }, alignItems: 'start' }}>
          <TextField select size="small" label={t('form.packageType')} value={row.packageType} onChange={(event) => updateRow(index, { packageType: event.target.value })} helperText=" ">
            {(packageTypes.length ? packageTypes : [{ code: 'PALLET', nameTr: 'Palet', nameEn: 'Pallet' }]).map((type) => (
              <MenuItem key={type.code} value={type.code}>
                {locale === 'tr' ? type.nameTr : type.nameEn}
              </MenuItem>
            ))}
          </TextField>
          {measure(row, index, 'size', t('form.length'))}
          {measure(row, index, 'width', t('form.width'))}
          {measure(row, index, 'height', t('form.height'))}
          <TextField select size="small" label={t('form.unit')} value={row.dimensionType} onChange={(event) => updateRow(index, { dimensionType: event.target.value as 'cm' | 'in' })} helperText=" ">
            <MenuItem value="cm">cm</MenuItem>
            <MenuItem value="in">in</MenuItem>
          </TextField>
          {measure(row, index, 'weight', t('form.weight'))}
          <TextField select size="small" label={t('form.unit')} value={row.weightType} onChange={(event) => updateRow(index, { weightType: event.target.value as 'kg' | 'lb' })} helperText=" ">
            <MenuItem value="kg">kg</MenuItem>
            <MenuItem value="lb">lb</MenuItem>
          </TextField>
          {measure(row, index, 'count', t('form.count'))}
          <IconButton aria-label={`${t('form.removeRow')} ${index + 1}`} onClick={() => removeRow(index)} disabled={rows.length === 1}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Paper>
      ))}
      <Button startIcon={<AddIcon />} onClick={addRow} disabled={rows.length >= 200}>
        {t('form.addRow')}
      </Button>
    </Box>
  );
}

/** FCL: container types and counts instead of dimensions. */
export function ContainerRows({ errorOf }: { errorOf: (field: string) => string }) {
  const { t } = useTranslation('search');
  const containers = useSearch((state) => state.containers);
  const update = useSearch.getState().update;
  const change = (index: number, changes: Partial<(typeof containers)[number]>) => update({ containers: containers.map((row, at) => (at === index ? { ...row, ...changes } : row)) });
  return (
    <Box>
      {containers.map((row, index) => (
        <Box key={index} sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr auto', gap: 0.6, mb: 0.4 }}>
          <TextField select size="small" label={t('form.container')} value={row.type} onChange={(event) => change(index, { type: event.target.value as (typeof containerTypes)[number] })} helperText=" ">
            {containerTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('form.containerCount')}
            value={row.count}
            inputMode="numeric"
            onChange={(event) => change(index, { count: event.target.value })}
            error={Boolean(errorOf(`containers.${index}.count`))}
            helperText={errorOf(`containers.${index}.count`) || ' '}
          />
          <IconButton aria-label={`${t('form.removeRow')} ${index + 1}`} onClick={() => update({ containers: containers.filter((_, at) => at !== index) })} disabled={containers.length === 1}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => update({ containers: [...containers, { type: '20DC', count: '1' }] })} disabled={containers.length >= 5}>
        {t('form.addContainer')}
      </Button>
    </Box>
  );
}
