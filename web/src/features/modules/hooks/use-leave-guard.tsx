import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';

/**
 * Asks before leaving a screen with unsaved answers (spec 001 §2.4): a reload or closing the tab gets
 * the browser's own question; a click on any in-app link (menu, Back buttons, View) and the screen's
 * own navigation (`navigate`) get the 'Leave without saving?' dialog. Returns that dialog to render
 * and a guarded `navigate`.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string>();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
    };
    // Capture phase on the document: runs before React Router's link handler on the root.
    const click = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, []);

  const guardedNavigate = useCallback(
    (to: string) => {
      if (dirtyRef.current) setPending(to);
      else void navigate(to);
    },
    [navigate],
  );

  const dialog = (
    <Dialog
      open={pending !== undefined}
      onClose={() => setPending(undefined)}
      aria-labelledby="leave-guard-title"
      aria-describedby="leave-guard-body"
    >
      <DialogTitle id="leave-guard-title">{msg('modules.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-guard-body">{msg('modules.leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus variant="contained" onClick={() => setPending(undefined)}>
          {msg('modules.leave.stay')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            const to = pending;
            dirtyRef.current = false;
            setPending(undefined);
            if (to !== undefined) void navigate(to);
          }}
        >
          {msg('modules.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { dialog, navigate: guardedNavigate };
}
