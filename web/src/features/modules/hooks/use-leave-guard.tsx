import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';

/**
 * Asks before leaving a screen with unsaved answers (spec 001 §2.4; the spec quotes no text, so the
 * dialog's texts are ours): a reload or closing the tab gets the browser's own question; every
 * in-app navigation — the browser's Back and Forward, a link (menu, Back buttons, View), the screen's
 * own `navigate` — is held by React Router's `useBlocker` and gets the 'Leave without saving?' dialog:
 * Stay cancels it (the address stays), Leave goes on. Needs a data router (app.tsx). Returns that
 * dialog to render and `navigate`.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  // Read through the ref: a save that just succeeded may navigate before the next render.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);

  const guardedNavigate = useCallback((to: string) => void navigate(to), [navigate]);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-guard-title"
      aria-describedby="leave-guard-body"
    >
      <DialogTitle id="leave-guard-title">{msg('modules.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-guard-body">{msg('modules.leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus variant="contained" onClick={() => blocker.reset?.()}>
          {msg('modules.leave.stay')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            dirtyRef.current = false;
            blocker.proceed?.();
          }}
        >
          {msg('modules.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { dialog, navigate: guardedNavigate };
}
