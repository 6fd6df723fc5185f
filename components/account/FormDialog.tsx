import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Puts the caret into the dialog's first text field once it has opened (the dialog itself has the focus until then). */
const focusFirstField = (node: HTMLElement) => node.querySelector<HTMLElement>('input:not([type="checkbox"]):not([type="hidden"]), textarea')?.focus();

/**
 * A form in a dialog (the account area's "create a key", "add an endpoint"): its title, its fields (the first one
 * focused once it is open), and the buttons that cancel and submit. While it is submitting neither button works and
 * it doesn't close.
 */
export function FormDialog({
  open = true,
  title,
  testId,
  submitTestId,
  submitting,
  cancelLabel,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  open?: boolean;
  title: string;
  /** The form's data-testid and its submit button's. */
  testId: string;
  submitTestId: string;
  submitting: boolean;
  cancelLabel: string;
  /** The submit button's words (a "working…" text while submitting). */
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => !submitting && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId} slotProps={{ transition: { onEntered: focusFirstField } }}>
      <form noValidate onSubmit={onSubmit} data-testid={testId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 0.5 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
          <Button onClick={onClose} disabled={submitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * A set of checkboxes that fills a list field of a react-hook-form form (scopes, events), in the options' order, with
 * the field's error (translated by the form's resolver) in place of its help line. `all` adds a first box that checks
 * or clears every option.
 */
export function FormCheckboxGroup<T extends FieldValues, V extends string>({
  name,
  control,
  legend,
  help,
  options,
  label,
  testId,
  all,
}: {
  name: Path<T>;
  control: Control<T>;
  legend: string;
  help: string;
  options: readonly V[];
  label: (option: V) => ReactNode;
  /** An option's checkbox data-testid. */
  testId: (option: V) => string;
  all?: { label: string; testId: string };
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = field.value as V[];
        const checkedAll = value.length === options.length;
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
            <FormLabel component="legend">{legend}</FormLabel>
            {all && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={checkedAll}
                    indeterminate={!checkedAll && value.length > 0}
                    onChange={(event) => field.onChange(event.target.checked ? [...options] : [])}
                    onBlur={field.onBlur}
                    slotProps={{ input: { 'data-testid': all.testId } as never }}
                  />
                }
                label={<Typography sx={{ fontWeight: 700 }}>{all.label}</Typography>}
              />
            )}
            <FormGroup sx={all ? { pl: { xs: 1, sm: 2 } } : undefined}>
              {options.map((option) => (
                <FormControlLabel
                  key={option}
                  sx={{ alignItems: 'flex-start', my: 0.25 }}
                  control={
                    <Checkbox
                      sx={{ py: 0.25 }}
                      checked={value.includes(option)}
                      onChange={(event) => field.onChange(event.target.checked ? options.filter((item) => item === option || value.includes(item)) : value.filter((item) => item !== option))}
                      onBlur={field.onBlur}
                      slotProps={{ input: { 'data-testid': testId(option) } as never }}
                    />
                  }
                  label={label(option)}
                />
              ))}
            </FormGroup>
            <FormHelperText>{fieldState.error?.message ?? help}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
