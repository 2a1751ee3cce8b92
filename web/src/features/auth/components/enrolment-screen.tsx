import { Button, Stack, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/auth';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/auth/session-context';
import { AuthLayout } from './auth-layout';
import { TotpEnrolment } from './totp-enrolment';

/**
 * Before any screen, staff without a second factor set up an authenticator app (issue 21): the API
 * refuses them everything else until then (403 `MFA_SETUP_REQUIRED`). Sign out is the only way past.
 */
export default function EnrolmentScreen() {
  const { state, enrolled, logout } = useSession();
  if (state.status !== 'enrolling') return null;
  return (
    <AuthLayout heading={msg('auth.mfa.setupTitle')}>
      <PageTitle title={msg('auth.mfa.setupTitle')} />
      <Stack spacing={2}>
        <Typography>{msg('auth.mfa.setupRequired')}</Typography>
        <TotpEnrolment account={state.account} onDone={(user) => enrolled?.(user)} />
        <Button variant="text" onClick={() => void logout()} sx={{ alignSelf: 'center' }}>
          {msg('auth.mfa.signOut')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
