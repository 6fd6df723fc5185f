import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { Location } from '@/lib/schemas/lookup';
import type { PlaceInfo } from '@/lib/search/search-data';
import { OutlinedField } from '@/components/common/OutlinedField';
import { useWhenIdle } from '@/components/islands';
import type { ModalType } from '@/lib/search/search-data';
import type { LocationAutocomplete } from './LocationAutocomplete';
import type { PlaceAutocomplete } from './PlaceAutocomplete';

export type LocationChoice = PlaceInfo;

/** The search a place is typed for: its mode, which end, the other end's code and the ready date (what is on sale). */
export interface SuggestContext {
  mode: ModalType;
  end: 'origin' | 'destination';
  other?: string;
  date?: string;
}

export interface LocationFieldProps {
  id: string;
  label: string;
  value: LocationChoice | null;
  kinds: readonly Location['kind'][];
  error: string;
  onChange: (choice: LocationChoice | null) => void;
  /** A search's field: places are resolved by the server for the mode (PlaceAutocomplete); without, the lookups' list is filtered. */
  suggestFor?: SuggestContext;
}

/** The autocomplete that came: the search's (places resolved by the server) or the lookups' list. */
type LoadedAutocomplete = { kind: 'search'; Component: typeof PlaceAutocomplete } | { kind: 'lookups'; Component: typeof LocationAutocomplete };

/** The autocomplete's code (MUI Autocomplete and Popper): after the page, never in its first load. */
const loadAutocomplete = (search: boolean): Promise<LoadedAutocomplete> =>
  search
    ? import('./PlaceAutocomplete').then((module) => ({ kind: 'search', Component: module.PlaceAutocomplete }))
    : import('./LocationAutocomplete').then((module) => ({ kind: 'lookups', Component: module.LocationAutocomplete }));

const labelOf = (value: LocationChoice | null) => (value ? `${value.name} (${value.code})` : '');

/**
 * A port, airport or Turkish province. The page arrives with a plain text field of the same look; the
 * autocomplete's code loads when the page is idle (or at once when the field gets the focus) and takes
 * the field's place, with what was typed and the focus.
 */
export function LocationField(props: LocationFieldProps) {
  const { t } = useTranslation('search');
  const [loaded, setLoaded] = useState<LoadedAutocomplete | null>(null);
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => labelOf(props.value));
  const [shownValue, setShownValue] = useState(props.value);
  if (shownValue !== props.value) {
    setShownValue(props.value);
    setText(labelOf(props.value));
  }
  const search = props.suggestFor !== undefined;
  const load = useCallback(() => void loadAutocomplete(search).then(setLoaded, () => null), [search]);
  useWhenIdle(load);

  const live = { inputValue: text, onInputChange: setText, focused };
  if (loaded?.kind === 'search' && props.suggestFor) return <loaded.Component {...props} {...live} suggestFor={props.suggestFor} />;
  if (loaded?.kind === 'lookups') return <loaded.Component {...props} {...live} />;
  return (
    <OutlinedField
      id={props.id}
      label={props.label}
      placeholder={t('form.locationHint')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      error={Boolean(props.error)}
      helperText={props.error || ' '}
      fullWidth
      // The same combobox as the autocomplete that takes its place, for assistive technology and tests alike.
      inputProps={{ autoComplete: 'off', role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }}
      endAdornment={<ArrowDropDownIcon aria-hidden sx={{ color: 'action.active', mr: -0.6 }} />}
    />
  );
}
