import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';
import { useOnline } from '../../lib/use-online';
import { FloatingNotice } from './floating-notice';

/**
 * Says plainly, on every screen, that the browser is offline (issue 23: "When the network drops, every
 * screen says so plainly"), and goes away when the connection returns. A status, not an alert: screen
 * readers announce it without moving focus away from what the person is doing.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <FloatingNotice edge="top">
      {!online && (
        <Alert severity="warning" role="status" sx={{ boxShadow: 3 }}>
          {msg('shell.offline')}
        </Alert>
      )}
    </FloatingNotice>
  );
}
