import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { msg } from '@circles/shared/messages/catalogue';
import type { ResolvedItem, ResolvedLink } from '../../config/menu';

function MenuLinkItem({ link, nested = false }: { link: ResolvedLink; nested?: boolean }) {
  return (
    <ListItemButton component={NavLink} to={link.to} end sx={nested ? { pl: 4 } : undefined}>
      <ListItemText primary={msg(link.label)} />
    </ListItemButton>
  );
}

function MenuGroupItem({ label, items }: { label: ResolvedItem['label']; items: ResolvedLink[] }) {
  const [open, setOpen] = useState(false);
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
              <MenuLinkItem link={link} nested />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The side menu of one user (entries from config/menu.ts). */
export function SideMenu({ items }: { items: ResolvedItem[] }) {
  return (
    <List component="ul" sx={{ listStyle: 'none' }}>
      {items.map((item) =>
        'children' in item ? (
          <MenuGroupItem key={item.label} label={item.label} items={item.children} />
        ) : (
          <li key={`${item.label}:${item.to}`}>
            <MenuLinkItem link={item} />
          </li>
        ),
      )}
    </List>
  );
}
