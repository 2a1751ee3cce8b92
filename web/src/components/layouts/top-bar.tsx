import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppBar, IconButton, Link, Menu, MenuItem, Toolbar } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { msg } from '@circles/shared/messages/shell';
import { useSession } from '../../lib/auth/session-context';
import { LanguageSwitch } from '../ui/language-switch';

export interface TopBarProps {
  drawerOpen: boolean;
  drawerId: string;
  onToggleDrawer: () => void;
}

/**
 * Top bar: menu toggle, product title linking home, the language switch (issue 25) and the account
 * menu (spec 000 §2).
 */
export function TopBar({ drawerOpen, drawerId, onToggleDrawer }: TopBarProps) {
  const navigate = useNavigate();
  const { logout } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const accountMenuId = useId();
  const accountButtonId = useId();

  const close = () => setAnchor(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);

  return (
    <AppBar position="fixed" component="header" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={msg('shell.menu.toggle')}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={onToggleDrawer}
          sx={{ mr: { xs: 1, sm: 2 } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="hover"
          variant="h6"
          sx={{ flexGrow: 1, fontWeight: 600, mr: 1 }}
        >
          {msg('shell.title')}
        </Link>
        <LanguageSwitch variant="appBar" />
        <IconButton
          id={accountButtonId}
          color="inherit"
          aria-label={msg('shell.account.menu')}
          aria-haspopup="true"
          aria-expanded={anchor ? true : false}
          aria-controls={anchor ? accountMenuId : undefined}
          onClick={open}
        >
          <AccountCircle />
        </IconButton>
        <Menu
          id={accountMenuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-labelledby': accountButtonId } }}
        >
          <MenuItem
            onClick={() => {
              close();
              void navigate('/profile');
            }}
          >
            {msg('shell.account.myProfile')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              void logout();
            }}
          >
            {msg('shell.account.logout')}
          </MenuItem>
          <MenuItem onClick={close}>{msg('shell.account.closeMenu')}</MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
