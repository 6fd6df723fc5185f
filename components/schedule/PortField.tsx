import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { turkishFold } from '@/lib/domain/turkish-fold';
import type { Location } from '@/lib/schemas/lookup';
import { useLookups } from '@/store/lookups';

/** A sea port as the schedule form holds it. */
export interface PortChoice {
  code: string;
  name: string;
}

type Port = PortChoice & { countryCode: string };

const filter = createFilterOptions<Port>({ limit: 30, stringify: (option) => turkishFold(`${option.name} ${option.code} ${option.countryCode}`) });

/**
 * A sea port autocomplete (the freight search's place field restricted to ports): the ports come from
 * the lookups, loaded on first open; typing folds Turkish letters ("izmir" finds "İzmir").
 */
export function PortField({ id, label, value, error, onChange }: { id: string; label: string; value: PortChoice | null; error?: string; onChange: (port: PortChoice | null) => void }) {
  const { t } = useTranslation('schedule');
  const locations = useLookups((state) => state.locations);
  const loading = useLookups((state) => state.status === 'loading' || state.status === 'idle');
  const options = useMemo<Port[]>(
    () => locations.filter((location: Location) => location.kind === 'port').map((port) => ({ code: port.code, name: port.name, countryCode: port.countryCode })),
    [locations],
  );
  const selected = value ? (options.find((option) => option.code === value.code) ?? { ...value, countryCode: value.code.slice(0, 2) }) : null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      loading={loading && options.length === 0}
      onOpen={() => void useLookups.getState().load()}
      filterOptions={(all, state) => filter(all, { ...state, inputValue: turkishFold(state.inputValue) })}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      getOptionLabel={(option) => `${option.name} (${option.code})`}
      noOptionsText={t('search.noPort')}
      onChange={(_, choice) => onChange(choice ? { code: choice.code, name: choice.name } : null)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <DirectionsBoatIcon fontSize="small" sx={{ mr: 0.5 }} color="primary" />
          <span>
            {option.name}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · {option.code} · {option.countryCode}
            </Typography>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('search.portHint')} error={Boolean(error)} helperText={error || ' '} />}
    />
  );
}
