import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { msg } from '@circles/shared/messages/shell';
import type { ResolvedItem, ResolvedLink } from '../../config/menu';

function MenuLinkItem({
  link,
  nested = false,
  onNavigate,
}: {
  link: ResolvedLink;
  nested?: boolean;
  onNavigate: () => void;
}) {
  return (
    <ListItemButton
      component={NavLink}
      to={link.to}
      end
      onClick={onNavigate}
      sx={{
        pl: nested ? 4 : 2,
        '&.active': { bgcolor: 'action.selected', borderLeft: 4, borderColor: 'primary.main' },
      }}
    >
      <ListItemText primary={msg(link.label)} />
    </ListItemButton>
  );
}

function MenuGroupItem({
  label,
  items,
  onNavigate,
}: {
  label: ResolvedItem['label'];
  items: ResolvedLink[];
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  // Opened at start when the current screen is one of its entries, so the active entry is visible.
  const [open, setOpen] = useState(() =>
    items.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`)),
  );
  const listId = useId();
  return (
    <li>
      <ListItemButton aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        <ListItemText primary={msg(label)} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {items.map((link) => (
            <li key={link.to}>
              <MenuLinkItem link={link} nested onNavigate={onNavigate} />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The side menu of one user (entries from config/menu.ts); `onNavigate` runs when an entry is chosen. */
export function SideMenu({ items, onNavigate }: { items: ResolvedItem[]; onNavigate: () => void }) {
  return (
    <List component="ul" sx={{ listStyle: 'none' }}>
      {items.map((item) =>
        'children' in item ? (
          <MenuGroupItem key={item.label} label={item.label} items={item.children} onNavigate={onNavigate} />
        ) : (
          <li key={`${item.label}:${item.to}`}>
            <MenuLinkItem link={item} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </List>
  );
}
