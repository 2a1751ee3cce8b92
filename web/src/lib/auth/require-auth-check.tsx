import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';
import { useAuthCheck } from './use-auth-check';

/** Renders a screen once the authentication check passed, or the spec's 'Not Authorized' text. */
export function RequireAuthCheck({ children }: { children: ReactNode }) {
  const check = useAuthCheck();
  if (check === 'checking') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={msg('shell.loading')} />
      </Box>
    );
  }
  if (check === 'unauthorized') {
    return (
      <Alert severity="error" role="alert">
        {msg('shell.notAuthorized')}
      </Alert>
    );
  }
  return <>{children}</>;
}
