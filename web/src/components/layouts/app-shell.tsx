import { useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { OfflineBanner } from './offline-banner';
import { useTheme } from '@mui/material/styles';
import { msg } from '@circles/shared/messages/shell';
import { DRAWER_WIDTH } from '../../config/theme';
import { menuFor } from '../../config/menu';
import { useSessionUser } from '../../lib/auth/session-context';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/**
 * The signed-in layout (spec 000 §2 'Application shell'): top bar, a 240 px left drawer opened and
 * closed by the toggle, and the screen in the main landmark. The drawer starts open on wide screens.
 */
export function AppShell() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  const user = useSessionUser();
  const drawerId = useId();
  const items = menuFor({ id: user.id, role: user.role, researcher: user.researcher });
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a navigation inside the app, move focus to the new screen so keyboard and screen-reader
  // users start there (the first screen after sign-in keeps the browser's default focus).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar drawerOpen={open} drawerId={drawerId} onToggleDrawer={() => setOpen((v) => !v)} />
      <Drawer
        id={drawerId}
        variant={wide ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          width: open && wide ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box component="nav" aria-label={msg('shell.menu.navigation')}>
          <SideMenu items={items} onNavigate={() => !wide && setOpen(false)} />
        </Box>
      </Drawer>
      <Box
        component="main"
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // A narrower margin on phones leaves the screen more of its 390 px.
        sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <OfflineBanner inline />
        <Outlet />
      </Box>
    </Box>
  );
}
