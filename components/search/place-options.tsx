import { createFilterOptions } from '@mui/material/Autocomplete';
import type { FilterOptionsState } from '@mui/material/useAutocomplete';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { turkishFold } from '@/lib/domain/turkish-fold';

interface PlaceOption {
  code: string;
  name: string;
  countryCode: string;
}

/**
 * The Autocomplete props every place field shares: matching on `text` with Turkish letters folded
 * ("izmir" finds "İzmir", first 30 hits), equality by code, "name (code)" as the label and each option
 * as its icon, name, code and country.
 */
export function placeOptionProps<T extends PlaceOption>(text: (option: T) => string, icon: (option: T) => ReactNode) {
  const filter = createFilterOptions<T>({ limit: 30, stringify: (option) => turkishFold(text(option)) });
  return {
    filterOptions: (all: T[], state: FilterOptionsState<T>) => filter(all, { ...state, inputValue: turkishFold(state.inputValue) }),
    isOptionEqualToValue: (option: T, current: T) => option.code === current.code,
    getOptionLabel: (option: T) => `${option.name} (${option.code})`,
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: T) => (
      <li key={key} {...props}>
        {icon(option)}
        <span>
          {option.name}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {option.code} · {option.countryCode}
          </Typography>
        </span>
      </li>
    ),
  };
}
