import { Alert, Box } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';
import { useOnline } from '../../lib/use-online';
import { FloatingNotice } from './floating-notice';

/**
 * Says plainly, on every screen, that the browser is offline (issue 23: "When the network drops, every
 * screen says so plainly"), and goes away when the connection returns. A status, not an alert: screen
 * readers announce it without moving focus away from what the person is doing.
 *
 * `inline` (the shell's screens) puts it at the top of the page's content, in the flow: floating, it
 * covered the app bar's menu and account buttons on a phone. Without a shell (sign-in, registration)
 * nothing sits under the top edge, so it floats there.
 */
export function OfflineBanner({ inline = false }: { inline?: boolean }) {
  const online = useOnline();
  const notice = !online && (
    <Alert severity="warning" role="status" sx={inline ? { mb: 2 } : { boxShadow: 3 }}>
      {msg('shell.offline')}
    </Alert>
  );
  return inline ? (
    <Box aria-live="polite">{notice}</Box>
  ) : (
    <FloatingNotice edge="top">{notice}</FloatingNotice>
  );
}
