import { Alert, Button } from '@mui/material';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { msg } from '@circles/shared/messages/shell';
import { FloatingNotice } from './floating-notice';

/** How often an open app asks the server for a new service worker (a tab may stay open for days). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the offline service worker (web/pwa.ts) and, when a new version of the app has been
 * downloaded, says so with a Reload button. The new version never takes over by itself: a module
 * being filled in is not reloaded under the person. "Later" hides the prompt until the next version.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the page's load event: the worker's downloads never compete with the first screen.
    immediate: false,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
  return (
    <FloatingNotice edge="bottom">
      {needRefresh && (
        <Alert
          severity="info"
          role="status"
          sx={{ boxShadow: 3 }}
          action={
            <>
              <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
                {msg('shell.update.later')}
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => void updateServiceWorker(true)}
              >
                {msg('shell.update.reload')}
              </Button>
            </>
          }
        >
          {msg('shell.update.available')}
        </Alert>
      )}
    </FloatingNotice>
  );
}
