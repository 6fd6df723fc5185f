import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedField } from './OutlinedField';

/**
 * An Autocomplete's input as an OutlinedField, for `renderInput`: it looks and reads like the TextField of MUI's
 * examples without TextField's import of Select, Menu, Popover and Modal, which the autocomplete's chunk would
 * otherwise download and run. `params` wire the label, the input and its list together (ids, ARIA, the anchor).
 */
export function AutocompleteInput({
  params: { id, disabled, fullWidth, size, slotProps },
  label,
  placeholder,
  error,
  autoFocus,
}: {
  params: AutocompleteRenderInputParams;
  label: string;
  placeholder: string;
  /** The field's error message; '' or undefined when there is none. */
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <OutlinedField
      id={id}
      label={label}
      placeholder={placeholder}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      error={Boolean(error)}
      helperText={error || ' '}
      autoFocus={autoFocus}
      {...slotProps.input}
      inputProps={slotProps.htmlInput}
    />
  );
}

/** The texts MUI's Autocomplete reads out or shows by itself (its buttons' names, its loading line), in the page's language. */
export function useAutocompleteTexts() {
  const { t } = useTranslation('common');
  return { openText: t('autocomplete.open'), closeText: t('autocomplete.close'), clearText: t('autocomplete.clear'), loadingText: t('autocomplete.loading') };
}
