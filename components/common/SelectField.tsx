import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  id?: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first choice of no value (''), with this text; a required field's can't be chosen again. */
  emptyLabel?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Attributes of the <select> itself (data-testid, name …). */
  selectProps?: InputHTMLAttributes<HTMLSelectElement> & Record<`data-${string}`, string>;
  /** The <select> element (a form library focuses it on an error). */
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * An outlined list field that looks like an outlined TextField with `select`, on the browser's own <select>
 * (MUI NativeSelect in an OutlinedInput): the phone's own picker, and none of the code of MUI's Select (Menu,
 * Popover, Modal, focus trapping; ≈ 15 kB gz), which TextField always imports. The label stays raised, since a
 * <select> always shows its chosen option.
 */
export function SelectField({ id, label, value, onChange, options, emptyLabel, helperText, error, required, fullWidth, size, selectProps, selectRef }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const helperId = helperText ? `${fieldId}-helper-text` : undefined;
  const shownLabel = required ? `${label} *` : label;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={fieldId} shrink>
        {label}
      </InputLabel>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput label={shownLabel} notched />} inputRef={selectRef} inputProps={{ id: fieldId, 'aria-describedby': helperId, ...selectProps }}>
        {emptyLabel !== undefined && (
          <option value="" disabled={required}>
            {emptyLabel}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
