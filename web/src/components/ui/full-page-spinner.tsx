import { Box, CircularProgress } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';

/** Shown while the session is being restored, before any screen can be chosen. */
export function FullPageSpinner() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label={msg('shell.loading')} />
    </Box>
  );
}
