import { Alert, Snackbar } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';
import { useOnline } from '../../lib/use-online';

/**
 * Says plainly, on every screen, that the browser is offline (issue 23: "When the network drops, every
 * screen says so plainly"), and goes away when the connection returns. A status, not an alert: screen
 * readers announce it without moving focus away from what the person is doing.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <Snackbar open={!online} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" role="status" variant="filled">
        {msg('shell.offline')}
      </Alert>
    </Snackbar>
  );
}
