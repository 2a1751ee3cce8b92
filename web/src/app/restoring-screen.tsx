import { AppBar, Box, CircularProgress, Toolbar, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { isMemberRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/dashboard';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { DRAWER_WIDTH } from '../config/theme';
import { readStoredSession } from '../lib/auth/session-storage';

/** The dashboard's addresses: / and /Dashboard/:userID (React Router matches them case-insensitively). */
export const DASHBOARD_PATH = /^\/(dashboard\/[^/]+\/?)?$/i;

/**
 * What a returning visit shows while the session is restored (issue 20, fast first screens). A member
 * opening her own dashboard sees its heading at once, from the name the session already holds, above a
 * spinner: the screen she asked for starts to appear while the token check and her figures load (the
 * dashboard then shows the same heading in the same place). Anyone else sees the plain spinner: no
 * screen is chosen before the session is checked.
 */
export function RestoringScreen() {
  const { pathname } = useLocation();
  const stored = readStoredSession();
  const ownDashboard =
    stored !== null &&
    isMemberRole(stored.role) &&
    DASHBOARD_PATH.test(pathname) &&
    (pathname.length <= 1 || pathname.split('/')[2] === stored.id);
  if (!stored || !ownDashboard) return <FullPageSpinner />;
  // The shell's frame as it will appear (components/layouts/app-shell.tsx), without its controls: the
  // top bar with the title, the side menu's place on wide screens, the heading where the screen puts it.
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" component="header">
        <Toolbar>
          <Typography component="p" variant="h6" sx={{ ml: '44px', fontWeight: 600 }}>
            {shellMsg('shell.title')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Toolbar />
        <Typography component="h1" variant="h4">
          {msg('dashboard.viewing', { name: stored.name })}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
          <CircularProgress aria-label={shellMsg('shell.loading')} />
        </Box>
      </Box>
    </Box>
  );
}
