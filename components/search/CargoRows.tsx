import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedField } from '@/components/common/OutlinedField';
import { codeOptions, SelectField } from '@/components/common/SelectField';
import { containerTypes } from '@/lib/domain/freight-codes';
import { useLocale } from '@/lib/i18n';
import { useLookups } from '@/store/lookups';
import { useSearch } from '@/store/search';
import { useSearchData } from '@/store/search-seed';
import { type OrderDimensionItem } from '@/lib/search/search-data';

type Measure = 'size' | 'width' | 'height' | 'weight' | 'count';
const measureField: Record<Measure, string> = { size: 'length', width: 'width', height: 'height', weight: 'weight', count: 'count' };

/** The order dimension list: one row per kind of package, measures per piece. */
export function DimensionRows({ errorOf }: { errorOf: (field: string) => string }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const rows = useSearchData((state) => state.orderDimensionList);
  const { updateRow, addRow, removeRow } = useSearch.getState();
  const loadedTypes = useLookups((state) => state.packageTypes);
  // Until the lookups arrive (and on the server), the rows' own types, with the names they carry.
  const packageTypes = loadedTypes.length ? loadedTypes : [...new Map(rows.map((row) => [row.packageType, { code: row.packageType, nameTr: row.typeDescriptionTr, nameEn: row.typeDescriptionEn }])).values()];
  const measure = (row: OrderDimensionItem, index: number, key: Measure, label: string) => {
    const error = errorOf(`orderDimensionList.${index}.${measureField[key]}`);
    return (
      <OutlinedField
        label={label}
        value={row[key].value}
        error={Boolean(error) || row[key].error}
        helperText={error || ' '}
        onChange={(event) => updateRow(index, { [key]: { value: event.target.value, error: false } })}
        inputProps={{ 'aria-label': `${label} ${index + 1}`, inputMode: 'decimal' }}
        size="small"
      />
    );
  };
  return (
    <Box>
      {rows.map((row, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1, mb: 0.8, display: 'grid', gap: 0.6, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, minmax(0, 1fr))', lg: '1.4fr repeat(3, 0.9fr) 0.8fr 1.4fr 0.8fr 0.8fr auto' }, alignItems: 'start' }}>
          <SelectField
            size="small"
            label={t('form.packageType')}
            value={row.packageType}
            onChange={(packageType) => {
              const named = packageTypes.find((type) => type.code === packageType);
              updateRow(index, { packageType, typeDescriptionTr: named?.nameTr ?? packageType, typeDescriptionEn: named?.nameEn ?? packageType });
            }}
            options={packageTypes.map((type) => ({ value: type.code, label: locale === 'tr' ? type.nameTr : type.nameEn }))}
            helperText=" "
          />
          {measure(row, index, 'size', t('form.length'))}
          {measure(row, index, 'width', t('form.width'))}
          {measure(row, index, 'height', t('form.height'))}
          <SelectField size="small" label={t('form.unit')} value={row.dimensionType} onChange={(unit) => updateRow(index, { dimensionType: unit as 'cm' | 'in' })} options={codeOptions(['cm', 'in'])} helperText=" " />
          {measure(row, index, 'weight', t('form.weight'))}
          <SelectField size="small" label={t('form.unit')} value={row.weightType} onChange={(unit) => updateRow(index, { weightType: unit as 'kg' | 'lb' })} options={codeOptions(['kg', 'lb'])} helperText=" " />
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
  const containers = useSearchData((state) => state.containers);
  const update = useSearch.getState().update;
  const change = (index: number, changes: Partial<(typeof containers)[number]>) => update({ containers: containers.map((row, at) => (at === index ? { ...row, ...changes } : row)) });
  return (
    <Box>
      {containers.map((row, index) => (
        <Box key={index} sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr auto', gap: 0.6, mb: 0.4 }}>
          <SelectField size="small" label={t('form.container')} value={row.type} onChange={(type) => change(index, { type: type as (typeof containerTypes)[number] })} options={codeOptions(containerTypes)} helperText=" " />
          <OutlinedField
            size="small"
            label={t('form.containerCount')}
            value={row.count}
            inputProps={{ inputMode: 'numeric' }}
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
