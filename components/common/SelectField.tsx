import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { OutlinedFieldFrame } from './OutlinedField';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/** Options that read as their own code (cm, kg, 40HC, USD, a dangerous-goods class). */
export const codeOptions = (codes: readonly string[]): SelectOption[] => codes.map((code) => ({ value: code, label: code }));

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
  disabled?: boolean;
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
export function SelectField({ value, onChange, options, emptyLabel, selectProps, selectRef, ...frame }: SelectFieldProps) {
  return (
    <OutlinedFieldFrame {...frame} shrinkLabel>
      {(wiring) => (
        <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput label={wiring.outlineLabel} notched />} inputRef={selectRef} inputProps={{ id: wiring.id, 'aria-describedby': wiring.describedBy, ...selectProps }}>
          {emptyLabel !== undefined && (
            <option value="" disabled={frame.required}>
              {emptyLabel}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </OutlinedFieldFrame>
  );
}
