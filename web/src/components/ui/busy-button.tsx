import { Button, type ButtonProps } from '@mui/material';

/**
 * A contained button that is disabled while `busy` (or when told), saying so to assistive technology
 * (`aria-busy`): the form's save or submit while its request runs.
 */
export function BusyButton({ busy, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return <Button variant="contained" {...props} disabled={busy || disabled} aria-busy={busy} />;
}
