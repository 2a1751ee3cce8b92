import { Alert, Snackbar } from '@mui/material';
import { msg } from '@circles/shared/messages/kit';
import { NOTICE_TIMINGS } from './timings';

/** The admin dashboard's failure snackbar: hides itself after 6000 ms (spec 000 §2 Admin dashboard). */
export function FailureSnackbar({ text, onClose }: { text: string | undefined; onClose: () => void }) {
  return (
    <Snackbar
      open={Boolean(text)}
      autoHideDuration={NOTICE_TIMINGS.adminSnackbarMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        severity="error"
        role="alert"
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': msg('kit.notice.close') } }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
