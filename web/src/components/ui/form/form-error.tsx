import { Alert } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The root error key where a form keeps its form-level failure text (`setError(FORM_ERROR, …)`). */
export const FORM_ERROR = 'root.server' as const;

/** The form-level failure text (`root.server`), announced as an alert; nothing when there is none. */
export function FormError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  return (
    <div aria-live="assertive">
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
    </div>
  );
}
