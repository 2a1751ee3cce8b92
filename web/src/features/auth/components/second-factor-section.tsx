import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/auth';
import { requiresSecondFactor } from '@circles/shared/rules/second-factor';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { apiCall } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth/session-context';
import { TotpEnrolment } from './totp-enrolment';

/**
 * The account page's 'Two-step sign-in' tab (issue 21). On one's own account: its state; a member turns
 * an authenticator app on (the same set-up as staff at first sign-in) or off; staff cannot turn theirs
 * off. An Admin on someone else's account: its state and 'Reset two-step sign-in' for a lost phone
 * (staff set up a new app at their next sign-in). `onChanged` refreshes the account after a change.
 */
export function SecondFactorSection({ user, onChanged }: { user: UserDetail; onChanged: () => void }) {
  const viewer = useSessionUser();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const [enrolling, setEnrolling] = useState(false);
  // After Cancel or Turn off, focus goes to 'Turn on' (the button that was pressed is gone).
  const [focusTurnOn, setFocusTurnOn] = useState(false);
  // After an Admin's reset the Reset button is gone too: focus goes to the account's new state, once
  // the dialog has closed (its focus trap would take focus back while it is open).
  const focusStatus = useRef(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [confirming, setConfirming] = useState(false);
  const own = user._id === viewer.id;
  const on = user.mfa === 'TOTP';
  const staff = requiresSecondFactor(user.role);
  const name = user.info.name;

  const turnOff = async () => {
    await apiCall('usersMfaReset', { params: { id: user._id } });
    setFocusTurnOn(own);
    focusStatus.current = !own;
    notices.show({ severity: 'success', text: msg(own ? 'auth.mfa.turnedOff' : 'auth.mfa.resetDone') });
    onChanged();
  };
  const failed = () => notices.show({ severity: 'error', text: msg('auth.mfa.actionFailed') });

  useEffect(() => {
    if (!focusStatus.current || on || confirming) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [on, confirming]);

  let status: string;
  if (own) status = msg(on ? (staff ? 'auth.mfa.staffOn' : 'auth.mfa.statusOn') : 'auth.mfa.statusOff');
  else if (on) status = msg('auth.mfa.otherOn', { name });
  else status = msg(staff ? 'auth.mfa.otherPending' : 'auth.mfa.otherOff', { name });

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <Typography ref={statusRef} tabIndex={-1}>
        {status}
      </Typography>
      {own && !on && !enrolling && (
        <Button
          variant="contained"
          autoFocus={focusTurnOn}
          onClick={() => setEnrolling(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {msg('auth.mfa.turnOn')}
        </Button>
      )}
      {own && !on && enrolling && (
        <>
          <TotpEnrolment
            account={user.email ?? user.phone ?? name}
            onDone={() => {
              setEnrolling(false);
              notices.show({ severity: 'success', text: msg('auth.mfa.setupDone') });
              onChanged();
            }}
          />
          {/* A member may change her mind: nothing is on until the app's first code is accepted. */}
          <Button
            onClick={() => {
              setFocusTurnOn(true);
              setEnrolling(false);
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            {msg('auth.mfa.cancel')}
          </Button>
        </>
      )}
      {own && on && !staff && (
        <Button
          variant="outlined"
          onClick={() => void turnOff().catch(failed)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {msg('auth.mfa.turnOff')}
        </Button>
      )}
      {!own && on && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {msg('auth.mfa.reset')}
        </Button>
      )}
      <ActionDialog
        open={confirming}
        title={msg('auth.mfa.resetTitle')}
        confirmLabel={msg('auth.mfa.reset')}
        confirmColor="error"
        onConfirm={turnOff}
        onError={failed}
        onClose={() => setConfirming(false)}
      >
        <Typography>{msg(staff ? 'auth.mfa.resetBody' : 'auth.mfa.resetMemberBody', { name })}</Typography>
      </ActionDialog>
    </Stack>
  );
}
