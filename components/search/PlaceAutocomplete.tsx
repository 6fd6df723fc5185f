import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useEffect, useState, type HTMLAttributes, type Key } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { AutocompleteInput, useAutocompleteTexts } from '@/components/common/AutocompleteInput';
import { api } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import type { PlaceSuggestionItem } from '@/lib/schemas/place';
import type { LocationFieldProps } from './LocationField';

/** Typing settles this long before the places are asked for. */
const TYPING_PAUSE_MS = 150;

const icons = { port: DirectionsBoatIcon, airport: FlightIcon, province: LocalShippingIcon } as const;

type Option = Pick<PlaceSuggestionItem, 'code' | 'name' | 'kind' | 'countryCode'> & Partial<PlaceSuggestionItem>;

const labelOf = (option: Option) => `${option.name} (${option.code})`;

/**
 * The search form's origin or destination (loaded after the page, see LocationField): what is typed is resolved
 * on the server (GET /api/Location/Suggest) to the gateways of the search's mode that serve the place, those with
 * offers on sale first, each saying whether it has offers, where it is and how far from the typed place.
 */
export function PlaceAutocomplete({
  id,
  label,
  value,
  error,
  onChange,
  inputValue,
  onInputChange,
  focused,
  suggestFor,
}: LocationFieldProps & {
  inputValue: string;
  onInputChange: (text: string) => void;
  focused: boolean;
  suggestFor: NonNullable<LocationFieldProps['suggestFor']>;
}) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const autocompleteTexts = useAutocompleteTexts();
  // The places of one text: a list is never shown for another text than the one it answers.
  const [answered, setAnswered] = useState<{ text: string; options: Option[] }>({ text: '', options: [] });
  const [loading, setLoading] = useState(false);
  const { mode, end, other, date } = suggestFor;
  const text = value && inputValue === labelOf(value) ? '' : inputValue.trim();

  useEffect(() => {
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      api
        .get('Location/Suggest', { text, mode, end, ...(other ? { other } : {}), ...(date ? { date } : {}) }, { locale, signal: controller.signal })
        .then((answer) => setAnswered({ text, options: answer.suggestions }))
        .catch(() => controller.signal.aborted || setAnswered({ text, options: [] }))
        .finally(() => controller.signal.aborted || setLoading(false));
    }, TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, mode, end, other, date, locale]);

  const shown = text.length >= 2 && answered.text === text ? answered.options : [];
  return (
    <Autocomplete<Option>
      id={id}
      options={shown}
      value={value}
      inputValue={inputValue}
      onInputChange={(_, typed, reason) => reason !== 'reset' && onInputChange(typed)}
      openOnFocus={focused}
      loading={loading || (text.length >= 2 && answered.text !== text)}
      // The server has filtered and ranked: the list is shown as it came.
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      getOptionLabel={labelOf}
      renderOption={(props, option) => <PlaceOption key={option.code} props={props} option={option} end={end} />}
      // Two lines and a label per place: wider than a narrow field on larger screens.
      slotProps={{ popper: { sx: { minWidth: { sm: 440 } }, placement: 'bottom-start' } }}
      {...autocompleteTexts}
      noOptionsText={text.length < 2 ? t('form.locationHint') : t('form.noLocation')}
      onChange={(_, choice) => onChange(choice ? { code: choice.code, name: choice.name, kind: choice.kind, countryCode: choice.countryCode } : null)}
      renderInput={(params) => <AutocompleteInput params={params} autoFocus={focused} label={label} placeholder={t('form.locationHint')} error={error} />}
    />
  );
}

function PlaceOption({ props: { key: _key, ...props }, option, end }: { props: HTMLAttributes<HTMLLIElement> & { key: Key }; option: Option; end: 'origin' | 'destination' }) {
  const { t } = useTranslation('search');
  const Icon = icons[option.kind];
  const where =
    option.kind === 'province'
      ? t(end === 'origin' ? 'form.place.doorOrigin' : 'form.place.doorDestination')
      : [option.area, option.countryName].filter(Boolean).join(', ');
  const distance =
    option.serves && option.distanceKm !== undefined
      ? t(option.countryCode === 'TR' ? 'form.place.roadDistance' : 'form.place.distance', { km: option.distanceKm, place: option.serves })
      : '';
  return (
    <li {...props} style={{ alignItems: 'flex-start', gap: 8 }}>
      <Icon fontSize="small" color="primary" sx={{ mt: 0.3 }} />
      <span style={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {option.kind === 'province' ? t('form.place.province', { name: option.name }) : option.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {option.kind === 'province' ? '' : ` · ${option.code}`}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {[where, distance].filter(Boolean).join(' · ')}
        </Typography>
      </span>
      {option.onSale !== undefined && (
        <Chip
          size="small"
          variant={option.onSale ? 'filled' : 'outlined'}
          color={option.onSale ? 'success' : 'default'}
          label={option.onSale ? (option.role === 'nearestOnSale' ? t('form.place.nearestOnSale') : t('form.place.onSale')) : t('form.place.noOffers')}
          sx={{ flexShrink: 0 }}
        />
      )}
    </li>
  );
}
