import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FieldBase<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** The input's data-testid. */
  testId: string;
  /** The helper line when the field has no error (a blank line keeps the layout still). */
  help?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A text field of a react-hook-form form (the account area's forms): full width, the field's error
 * message (translated by the form's resolver) in place of the help line.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  testId,
  help,
  disabled,
  required,
  htmlInput,
  ...props
}: FieldBase<T> & Pick<TextFieldProps, 'type' | 'autoComplete' | 'multiline' | 'minRows' | 'color' | 'focused'> & { htmlInput?: { inputMode?: 'numeric' | 'tel' | 'email'; maxLength?: number } }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          fullWidth
          required={required}
          disabled={disabled}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? help ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': testId, ...htmlInput } }}
        />
      )}
    />
  );
}

/**
 * A select of string options (a type, a status) in a react-hook-form form, with the field's error in place of its help
 * line. `toField` and `fromField` convert between the option values and the field's value (by default the same); a
 * field value no option has shows as empty. `onPick` runs after a choice.
 */
export function FormSelect<T extends FieldValues>({
  name,
  control,
  label,
  testId,
  help,
  disabled,
  required,
  options,
  toField = (value) => value,
  fromField = (value) => (typeof value === 'string' ? value : ''),
  onPick,
}: FieldBase<T> & { options: readonly { value: string; label: string }[]; toField?: (value: string) => unknown; fromField?: (value: unknown) => string; onPick?: (value: string) => void }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = fromField(field.value);
        return (
          <TextField
            select
            fullWidth
            required={required}
            disabled={disabled}
            label={label}
            value={options.some((option) => option.value === value) ? value : ''}
            onBlur={field.onBlur}
            inputRef={field.ref}
            onChange={(event) => {
              field.onChange(toField(event.target.value));
              onPick?.(event.target.value);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? help ?? ' '}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as never, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/**
 * A select of numeric ids (province, district …) in a react-hook-form form. A value that is not among
 * the options shows as empty (a district while its province's list loads); `onPick` runs after a choice.
 */
export function FormIdSelect<T extends FieldValues>({ options, onPick, ...props }: FieldBase<T> & { options: readonly { id: number; name: string }[]; onPick?: (id: number) => void }) {
  return (
    <FormSelect
      {...props}
      options={options.map((option) => ({ value: String(option.id), label: option.name }))}
      toField={Number}
      fromField={(value) => (typeof value === 'number' ? String(value) : '')}
      onPick={onPick && ((value) => onPick(Number(value)))}
    />
  );
}
