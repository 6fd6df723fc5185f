import Autocomplete from '@mui/material/Autocomplete';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { AutocompleteInput, useAutocompleteTexts } from '@/components/common/AutocompleteInput';
import { placeOptionProps } from '@/components/search/place-options';
import type { Location } from '@/lib/schemas/lookup';
import { useLookups } from '@/store/lookups';

/** A sea port as the schedule form holds it. */
export interface PortChoice {
  code: string;
  name: string;
}

type Port = PortChoice & { countryCode: string };

const portOptions = placeOptionProps<Port>(
  (option) => `${option.name} ${option.code} ${option.countryCode}`,
  () => <DirectionsBoatIcon fontSize="small" sx={{ mr: 0.5 }} color="primary" />,
);

/**
 * A sea port autocomplete (the freight search's place field restricted to ports): the ports come from
 * the lookups, loaded on first open; typing folds Turkish letters ("izmir" finds "İzmir").
 */
export function PortField({ id, label, value, error, onChange }: { id: string; label: string; value: PortChoice | null; error?: string; onChange: (port: PortChoice | null) => void }) {
  const { t } = useTranslation('schedule');
  const autocompleteTexts = useAutocompleteTexts();
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
      {...portOptions}
      {...autocompleteTexts}
      noOptionsText={t('search.noPort')}
      onChange={(_, choice) => onChange(choice ? { code: choice.code, name: choice.name } : null)}
      renderInput={(params) => <AutocompleteInput params={params} label={label} placeholder={t('search.portHint')} error={error} />}
    />
  );
}
