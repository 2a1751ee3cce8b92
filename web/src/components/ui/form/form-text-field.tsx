import type { ComponentType } from 'react';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { msg } from '@circles/shared/messages/kit';

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
  /**
   * The field's length limit (the request schema's `.max()`): a counter ('12 of 2000 characters')
   * shows it before a save. The form's rules still refuse a longer text; typing is never cut short.
   */
  maxLength?: number;
};

/**
 * A text field of the form kit: its error (from the schema or from the server's 400 issues) shows
 * under it and is announced politely; a blank helper line keeps the layout still when one appears.
 * With `maxLength`, a character counter shares the helper line (outside the live region, so it is
 * not read out at every keystroke; it is part of the field's description).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  as: Field = TextField,
  deps,
  maxLength,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const value: unknown = field.value ?? '';
  const error = fieldState.error?.message;
  const count = typeof value === 'string' ? value.length : String(value).length;
  const over = maxLength !== undefined && count > maxLength;
  return (
    <Field
      {...props}
      id={props.id ?? `field-${name}`}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={
        maxLength === undefined ? (
          (error ?? ' ')
        ) : (
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <span aria-live="polite">{error ?? ' '}</span>
            <Box
              component="span"
              sx={{
                flexShrink: 0,
                color: over ? 'error.main' : 'text.secondary',
                fontWeight: over ? 600 : 400,
              }}
            >
              {msg('kit.form.count', { count, max: maxLength })}
            </Box>
          </Box>
        )
      }
      slotProps={{
        ...props.slotProps,
        formHelperText: maxLength === undefined ? { 'aria-live': 'polite' } : { component: 'div' },
      }}
    />
  );
}
