import type { ComponentType } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Props of {@link FormTextField}: a text field bound to one field of a react-hook-form form. */
export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites a keystroke's value before it is stored (leading spaces dropped, email lower-cased). */
  transform?: (value: string) => string;
  /** Another text field component with TextField's props (a password field with a show toggle). */
  as?: ComponentType<TextFieldProps>;
  /** Fields validated again when this one changes (email and phone share the 'either' rule). */
  deps?: FieldPath<T>[];
};

/**
 * A text field of the form kit: its error (from the schema or from the server's 400 issues) shows
 * under it and is announced politely; a blank helper line keeps the layout still when one appears.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  as: Field = TextField,
  deps,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  return (
    <Field
      {...props}
      id={props.id ?? `field-${name}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{ ...props.slotProps, formHelperText: { 'aria-live': 'polite' } }}
    />
  );
}
