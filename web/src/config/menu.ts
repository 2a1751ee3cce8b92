import { can } from '@circles/shared/access/policy';
import { isRoleAmong } from '@circles/shared/access/roles';
import { ROLES, type Actor, type Role } from '@circles/shared/access/types';
import type { ShellMessageKey } from '@circles/shared/messages/shell';

/** Who the menu is built for: the signed-in user's id and role. */
export type MenuUser = Pick<Actor, 'id' | 'role' | 'researcher'>;

/** One entry of the side menu: a label key, where it goes, and the roles that see it. */
export interface MenuLink {
  label: ShellMessageKey;
  to: (user: MenuUser) => string;
  roles: readonly Role[];
  /** Shown as well to users this answers true for (a per-user permission such as Researcher). */
  also?: (user: MenuUser) => boolean;
}

/** A group that expands to its entries (the Management group). */
export interface MenuGroup {
  label: ShellMessageKey;
  children: readonly MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

const ALL: readonly Role[] = ROLES;
const STAFF_LEADS: readonly Role[] = ['Admin', 'Coordinator'];

/**
 * The side menu of spec 000 §2 'Application shell' and spec 000 §6 / 002 §6, as data: a later
 * screen adds its entry here (for example Screener Leads for Admin and Coordinator) and nothing else.
 */
export const MENU: readonly MenuItem[] = [
  { label: 'shell.menu.dashboard', to: () => '/', roles: ALL },
  { label: 'shell.menu.myProfile', to: () => '/profile', roles: ALL },
  {
    label: 'shell.menu.management',
    children: [
      { label: 'shell.menu.users', to: () => '/administration/users/management', roles: STAFF_LEADS },
      { label: 'shell.menu.modules', to: () => '/administration/booklets/management', roles: ['Admin'] },
      { label: 'shell.menu.projects', to: () => '/administration/projects/management', roles: ['Admin'] },
      // ACCESS.md 'audit log: read' (issue 19).
      { label: 'shell.menu.audit', to: () => '/administration/audit', roles: ['Admin'] },
      // Issue 26: Admins, and staff an Admin granted the Researcher permission.
      {
        label: 'shell.menu.research',
        to: () => '/administration/research',
        roles: ['Admin'],
        also: (user) => can({ ...user, patients: [], workers: [] }, 'research.export'),
      },
      // Issue 24: the services 'Referred to …' offers, per facility.
      {
        label: 'shell.menu.followupServices',
        to: () => '/administration/followups/services',
        roles: ['Admin'],
      },
      {
        label: 'shell.menu.workbooks',
        to: () => '/administration/workbook/management',
        roles: ['Coordinator'],
      },
    ],
  },
  { label: 'shell.menu.reports', to: () => '/GroupReports', roles: STAFF_LEADS },
  { label: 'shell.menu.leads', to: () => '/administration/leads', roles: STAFF_LEADS },
  {
    label: 'shell.menu.reports',
    to: (user) => `/MainReports/${encodeURIComponent(user.id)}`,
    roles: ['Patient'],
  },
  { label: 'shell.menu.reports', to: () => '/MainReports', roles: ['Volunteer'] },
];

/** A menu entry resolved for one user. */
export interface ResolvedLink {
  label: ShellMessageKey;
  to: string;
}

export type ResolvedItem = ResolvedLink | { label: ShellMessageKey; children: ResolvedLink[] };

function isGroup(item: MenuItem): item is MenuGroup {
  return 'children' in item;
}

/** The menu one user sees: entries of other roles dropped, groups with no entry left dropped. */
export function menuFor(user: MenuUser, menu: readonly MenuItem[] = MENU): ResolvedItem[] {
  const resolve = (link: MenuLink): ResolvedLink => ({ label: link.label, to: link.to(user) });
  const items: ResolvedItem[] = [];
  for (const item of menu) {
    if (isGroup(item)) {
      const children = item.children
        .filter((child) => isRoleAmong(user.role, child.roles) || child.also?.(user) === true)
        .map(resolve);
      if (children.length > 0) items.push({ label: item.label, children });
    } else if (isRoleAmong(user.role, item.roles)) {
      items.push(resolve(item));
    }
  }
  return items;
}
