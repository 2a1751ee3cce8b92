import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { msg } from '@circles/shared/messages/auth';
import type { User } from '@circles/shared/schemas/user';
import { finishTotpEnrolment, startTotpEnrolment } from '../../../lib/auth/auth-client';
import { TotpSetup } from './totp-setup';

/**
 * Sets up an authenticator app for the signed-in user (issue 21) with Cognito's calls for a signed-in
 * user (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference: what cognito-local runs
 * too), then has the API record it; `onDone` gets the stored user. `account` names the app's entry.
 */
export function TotpEnrolment({ account, onDone }: { account: string; onDone: (user: User) => void }) {
  const [details, setDetails] = useState<{ secret: string; uri: string }>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    startTotpEnrolment(account).then(
      (started) => active && setDetails(started),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [account, attempt]);

  if (failed)
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {msg('auth.mfa.continue')}
          </Button>
        }
      >
        {msg('auth.mfa.setupFailed')}
      </Alert>
    );
  if (!details)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={msg('auth.mfa.qrLoading')} />
      </Box>
    );
  return (
    <TotpSetup
      secret={details.secret}
      uri={details.uri}
      submitLabel={msg('auth.mfa.setupFinish')}
      onSubmit={async (code) => onDone(await finishTotpEnrolment(code))}
    />
  );
}
