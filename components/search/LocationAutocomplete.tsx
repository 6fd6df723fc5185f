import Autocomplete from '@mui/material/Autocomplete';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { AutocompleteInput, useAutocompleteTexts } from '@/components/common/AutocompleteInput';
import type { Location } from '@/lib/schemas/lookup';
import { useLookups } from '@/store/lookups';
import type { PlaceInfo } from '@/lib/search/search-data';
import { provinceCode } from '@/lib/domain/place-resolution';
import type { LocationFieldProps } from './LocationField';
import { placeOptionProps } from './place-options';

type Place = PlaceInfo & { city: string };

const icons = { port: DirectionsBoatIcon, airport: FlightIcon, province: LocationCityIcon } as const;

const placeOptions = placeOptionProps<Place>(
  (option) => `${option.name} ${option.city} ${option.code} ${option.countryCode}`,
  (option) => <Icon kind={option.kind} />,
);

/**
 * Port, airport and Turkish province autocomplete (loaded after the page, see LocationField); matching folds Turkish letters ("izmir" finds
 * "İzmir"). A province means door service in Türkiye: the cargo is trucked to or from the nearest gateways.
 */
export function LocationAutocomplete({
  id,
  label,
  value,
  kinds,
  error,
  onChange,
  inputValue,
  onInputChange,
  focused,
}: LocationFieldProps & {
  /** The text in the field, kept by LocationField across the swap from its plain field. */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The visitor was in the plain field when this arrived: keep the focus there, with the list open. */
  focused: boolean;
}) {
  const { t } = useTranslation('search');
  const autocompleteTexts = useAutocompleteTexts();
  const locations = useLookups((state) => state.locations);
  const loading = useLookups((state) => state.status === 'loading' || state.status === 'idle');
  const provinces = useLookups((state) => state.cityList);
  const options = useMemo<Place[]>(
    () => [
      ...provinces.map((province) => ({ kind: 'province' as const, code: provinceCode(province.id), name: province.name, city: province.name, countryCode: 'TR' })),
      ...locations.filter((location: Location) => kinds.includes(location.kind)),
    ],
    [locations, provinces, kinds],
  );
  const selected = value ? (options.find((option) => option.code === value.code) ?? { ...value, city: value.name }) : null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      inputValue={inputValue}
      // The text follows the value in LocationField already; MUI's own reset, when the list mounts with nothing chosen
      // yet, would empty what was typed into the plain field before the swap.
      onInputChange={(_, text, reason) => reason !== 'reset' && onInputChange(text)}
      openOnFocus={focused}
      loading={loading}
      onOpen={() => void useLookups.getState().load()}
      {...placeOptions}
      {...autocompleteTexts}
      groupBy={(option) => t(`form.placeKinds.${option.kind}`)}
      noOptionsText={t('form.noLocation')}
      onChange={(_, choice) => onChange(choice ? { code: choice.code, name: choice.name, kind: choice.kind, countryCode: choice.countryCode } : null)}
      renderInput={(params) => <AutocompleteInput params={params} autoFocus={focused} label={label} placeholder={t('form.locationHint')} error={error} />}
    />
  );
}

function Icon({ kind }: { kind: PlaceInfo['kind'] }) {
  const Glyph = icons[kind];
  return <Glyph fontSize="small" sx={{ mr: 0.5 }} color="primary" />;
}
