import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import { useTranslation } from 'next-i18next/pages';
import { turkishFold } from '@/lib/domain/turkish-fold';
import type { Location } from '@/lib/schemas/lookup';
import { useLookups } from '@/store/lookups';

export type LocationChoice = Pick<Location, 'code' | 'name' | 'kind' | 'countryCode'>;

const filter = createFilterOptions<Location>({
  limit: 30,
  stringify: (option) => turkishFold(`${option.name} ${option.city} ${option.code} ${option.countryCode}`),
});

/** Port and airport autocomplete; matching folds Turkish letters ("izmir" finds "İzmir"). */
export function LocationField({
  id,
  label,
  value,
  kinds,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: LocationChoice | null;
  kinds: readonly Location['kind'][];
  error: string;
  onChange: (choice: LocationChoice | null) => void;
}) {
  const { t } = useTranslation('search');
  const locations = useLookups((state) => state.locations);
  const loading = useLookups((state) => state.status === 'loading' || state.status === 'idle');
  const options = locations.filter((location) => kinds.includes(location.kind));
  const selected = value ? (options.find((option) => option.code === value.code) ?? { ...value, city: value.name }) : null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      loading={loading}
      onOpen={() => void useLookups.getState().load()}
      filterOptions={(all, state) => filter(all, { ...state, inputValue: turkishFold(state.inputValue) })}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      getOptionLabel={(option) => `${option.name} (${option.code})`}
      noOptionsText={t('form.noLocation')}
      onChange={(_, choice) => onChange(choice ? { code: choice.code, name: choice.name, kind: choice.kind, countryCode: choice.countryCode } : null)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.kind === 'port' ? <DirectionsBoatIcon fontSize="small" sx={{ mr: 0.5 }} color="primary" /> : <FlightIcon fontSize="small" sx={{ mr: 0.5 }} color="primary" />}
          <span>
            {option.name}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · {option.code} · {option.countryCode}
            </Typography>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('form.locationHint')} error={Boolean(error)} helperText={error || ' '} />}
    />
  );
}
