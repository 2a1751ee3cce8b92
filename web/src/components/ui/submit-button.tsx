import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/** A form's full-width submit button: disabled while `busy` (or when told), with a spinner as it works. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      fullWidth
    >
      {children}
    </Button>
  );
}
