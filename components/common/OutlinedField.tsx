import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

interface FrameProps {
  id?: string;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  helperTextProps?: Partial<FormHelperTextProps>;
  /** Keeps the label raised, for inputs that always show something (a date's placeholder, a list's choice). */
  shrinkLabel?: boolean;
  disabled?: boolean;
}

/** What the control inside an OutlinedFieldFrame is given: its id, the helper text's id, the label its outline leaves room for. */
interface ControlWiring {
  id: string;
  describedBy: string | undefined;
  outlineLabel: string;
}

/**
 * The frame of an outlined field, as MUI's TextField builds it: FormControl, a label tied to the control (its id
 * is the field's id + `-label`, which an autocomplete's list is labelled by), and a helper text that describes it. OutlinedField and SelectField put their control inside.
 */
export function OutlinedFieldFrame({ id, label, helperText, error, required, fullWidth, size, helperTextProps, shrinkLabel, disabled, children }: FrameProps & { children: (wiring: ControlWiring) => ReactNode }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const helperId = helperText ? `${fieldId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} size={size} disabled={disabled}>
      <InputLabel id={`${fieldId}-label`} htmlFor={fieldId} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {children({ id: fieldId, describedBy: helperId, outlineLabel: required ? `${label} *` : label })}
      {helperText && (
        <FormHelperText id={helperId} {...helperTextProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'size' | 'fullWidth' | 'required' | 'notched'> & FrameProps;

/**
 * An outlined text field that looks and reads like MUI's TextField, composed of its parts (FormControl,
 * InputLabel, OutlinedInput, FormHelperText) as MUI's docs describe. TextField itself always imports Select,
 * and with it Menu, Popover, Modal and focus trapping (≈ 15 kB gz), which a page with a text field but no
 * list doesn't need. `inputProps` reach the <input> and override the field's own attributes, as in TextField.
 */
export function OutlinedField({ id, label, helperText, error, required, fullWidth, size, helperTextProps, shrinkLabel, ...input }: OutlinedFieldProps) {
  return (
    <OutlinedFieldFrame {...{ id, label, helperText, error, required, fullWidth, size, helperTextProps, shrinkLabel }}>
      {(wiring) => <OutlinedInput id={wiring.id} label={wiring.outlineLabel} notched={shrinkLabel} aria-describedby={wiring.describedBy} {...input} />}
    </OutlinedFieldFrame>
  );
}
