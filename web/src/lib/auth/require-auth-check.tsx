import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';
import { useAuthCheck } from './use-auth-check';

/**
 * Renders a screen once the authentication check passed, or the spec's 'Not Authorized' text. `lead`
 * (nothing by default) shows above it from the start, while the check runs, and goes if it fails:
 * for what the screen knows without asking the server (a member's own name on her dashboard).
 */
export function RequireAuthCheck({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  const check = useAuthCheck();
  if (check === 'checking') {
    return (
      <>
        {lead}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={msg('shell.loading')} />
        </Box>
      </>
    );
  }
  if (check === 'unauthorized') {
    return (
      <Alert severity="error" role="alert">
        {msg('shell.notAuthorized')}
      </Alert>
    );
  }
  return (
    <>
      {lead}
      {children}
    </>
  );
}
