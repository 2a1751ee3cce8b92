import { CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';

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
    <BusyButton
      type="submit"
      size="large"
      busy={busy}
      disabled={disabled}
      startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      fullWidth
    >
      {children}
    </BusyButton>
  );
}
