import { useCallback, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Tab,
  Tabs,
} from '@mui/material';
import { msg } from '@circles/shared/messages/users';

/** The confirmation before leaving a tab with unsaved changes (spec 002 §2.8). */
function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="leave-tab-title">
      <DialogTitle id="leave-tab-title">{msg('users.account.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{msg('users.account.leaveBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {msg('users.action.stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {msg('users.action.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Tabs whose panels may hold unsaved changes (the account page, the member edit page): a panel reports
 * its dirty state through `onDirtyChange`, and choosing another tab while dirty asks first (Stay keeps
 * the changes, Discard changes opens the other tab).
 */
export function GuardedTabs<T extends string>({
  tabs,
  idPrefix,
  label,
  panel,
}: {
  tabs: readonly { id: T; label: string }[];
  /** Prefix of the tab and panel element ids. */
  idPrefix: string;
  label: string;
  panel: (tab: T, onDirtyChange: (dirty: boolean) => void) => ReactNode;
}) {
  const [tab, setTab] = useState<T>(tabs[0]!.id);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<T>();
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const choose = (next: T) => {
    if (next === tab) return;
    if (dirty) setPending(next);
    else setTab(next);
  };
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, value: T) => choose(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`${idPrefix}-tab-${t.id}`}
            aria-controls={`${idPrefix}-panel-${t.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {panel(tab, onDirtyChange)}
      </Box>
      <LeaveDialog
        open={pending !== undefined}
        onStay={() => setPending(undefined)}
        onLeave={() => {
          if (pending) setTab(pending);
          setDirty(false);
          setPending(undefined);
        }}
      />
    </>
  );
}
