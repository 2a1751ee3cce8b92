import { useId, useState, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { msg } from '@circles/shared/messages/kit';

/** Props of {@link ActionDialog}. */
export interface ActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirm button's text. */
  confirmLabel: string;
  /** Disables the confirm button (a required choice is missing). */
  confirmDisabled?: boolean;
  /** Runs the action; the dialog shows its executing state until the promise settles. */
  onConfirm: () => Promise<void>;
  /** Closes the dialog (Cancel, Escape, after success, and after a failure when `closeOnFailure`). */
  onClose: () => void;
  /** Called with the error of a failed action, so the screen can show its notice. */
  onError?: (error: unknown) => void;
  /** Delete dialogs close on failure (spec 001 §2.10); other dialogs stay open with what was chosen. */
  closeOnFailure?: boolean;
  /** Colour of the confirm button. @default 'primary' */
  confirmColor?: 'primary' | 'error';
}

/**
 * A dialog whose action has an executing state (spec 001 §2.10): while it runs both buttons are
 * disabled, the confirm button shows a spinner and the dialog cannot be dismissed.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { open, title, children, confirmLabel, confirmDisabled, onConfirm, onClose, onError } = props;
  const [executing, setExecuting] = useState(false);
  const titleId = useId();

  const confirm = async () => {
    setExecuting(true);
    try {
      await onConfirm();
      setExecuting(false);
      onClose();
    } catch (error) {
      setExecuting(false);
      onError?.(error);
      if (props.closeOnFailure) onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!executing) onClose();
      }}
      aria-labelledby={titleId}
      aria-busy={executing}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={executing}>
          {msg('kit.dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color={props.confirmColor ?? 'primary'}
          onClick={() => void confirm()}
          disabled={executing || confirmDisabled}
          startIcon={
            executing ? (
              <CircularProgress size={18} color="inherit" aria-label={msg('kit.dialog.working')} />
            ) : undefined
          }
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
