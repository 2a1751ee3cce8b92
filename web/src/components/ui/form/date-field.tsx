import { TextField, type TextFieldProps } from '@mui/material';

/**
 * A date input (its value `yyyy-mm-dd`) with its label kept above the box: the browser draws its own
 * day/month/year hint inside a date input, which a resting label would cover. Also the `as` of a
 * FormTextField.
 */
export function DateField({ slotProps, ...props }: TextFieldProps) {
  return <TextField {...props} type="date" slotProps={{ ...slotProps, inputLabel: { shrink: true } }} />;
}
