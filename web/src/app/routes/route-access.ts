import { can } from '@circles/shared/access/policy';
import { isRoleAmong } from '@circles/shared/access/roles';
import { ROLES, type Action, type Actor, type Role } from '@circles/shared/access/types';

/** One route of the signed-in router and the roles that may open it. */
export interface RouteAccess {
  path: string;
  roles: readonly Role[];
  /** Opens it as well to users this answers true for (a per-user permission such as Researcher). */
  also?: (user: { role: Role; researcher?: boolean }) => boolean;
}

const actorOf = (role: Role): Actor => ({
  id: 'actor',
  role,
  facilityId: 'fac',
  patients: ['m'],
  workers: [],
});

/** Roles the access policy lets do `action` at all: on themselves or on someone (ACCESS.md). */
function rolesThat(action: Action): readonly Role[] {
  return ROLES.filter((role) => can(actorOf(role), action));
}

/**
 * Roles the access policy lets do `action` on a member other than themselves (one assigned to them, in
 * their facility): the staff side of a screen whose own-record side is the account or dashboard.
 */
function rolesForOthers(action: Action): readonly Role[] {
  const member = { id: 'm', role: 'Patient', facilityId: 'fac', workers: ['actor'] };
  return ROLES.filter((role) => can(actorOf(role), action, member));
}

const EVERYONE = ROLES;
/** A member's own records (dashboard, reports, modules, series): every role, the server scoping the data. */
const MEMBER_DATA = rolesThat('member.readHealth');
/** Staff who read a member's records: Admin, Coordinator, Volunteer. */
const STAFF = rolesForOthers('member.readHealth');
/** Those who manage users: Admin and Coordinator. */
const USER_MANAGERS = rolesForOthers('user.setStatus');
/** The Manage Workbook / Series screens (spec 001 §2.1): Admin and Coordinator (Start a Series lands there). */
const WORKBOOKS = rolesThat('workbook.write');
/**
 * The Admin's mode of a screen that has staff and client modes too (spec 001 §2.4, §2.7): the Admin's
 * links lead there; the policy has no action for "mode", so the role is named.
 */
const ADMIN_MODE: readonly Role[] = ['Admin'];

/**
 * The access table of the signed-in router: every route it renders and who may open it (from the
 * shared access policy where an action fits). A role outside a route's list gets the not-found screen
 * before the route's code or data load (role-guard.tsx); routes/signed-in-routes.tsx renders exactly
 * these paths, and the route and e2e tests walk this list.
 */
export const SIGNED_IN_ROUTES: readonly RouteAccess[] = [
  // Dashboards and reports (spec 000 §2).
  { path: '/', roles: EVERYONE },
  { path: '/Dashboard/:userID', roles: MEMBER_DATA },
  { path: '/MainReports', roles: MEMBER_DATA },
  { path: '/MainReports/:userID', roles: MEMBER_DATA },
  { path: '/GroupReports', roles: rolesThat('adminDashboard.read') },
  { path: '/GroupReports/:userID', roles: rolesThat('adminDashboard.read') },
  { path: '/administration/reports/management', roles: rolesThat('export.read') },
  { path: '/reports/:userID', roles: MEMBER_DATA },
  { path: '/ClientReports/:userID', roles: MEMBER_DATA },
  { path: '/ClientReports1/:userID', roles: MEMBER_DATA },
  { path: '/history/ccReport/:id', roles: MEMBER_DATA },
  { path: '/ScreenReports/:userID', roles: MEMBER_DATA },
  { path: '/history/screenerReport/:id', roles: MEMBER_DATA },
  { path: '/QofLReports/:userID', roles: MEMBER_DATA },
  { path: '/QLReport/:userID', roles: MEMBER_DATA },
  { path: '/history/qoflReport/:id', roles: MEMBER_DATA },
  // People (spec 002 §2).
  { path: '/profile', roles: EVERYONE },
  { path: '/profile/:id', roles: rolesThat('user.view') },
  { path: '/account', roles: EVERYONE },
  { path: '/your', roles: rolesThat('user.list') },
  { path: '/members', roles: rolesThat('user.list') },
  { path: '/administration/users/management', roles: rolesThat('user.list') },
  { path: '/administration/users/create', roles: rolesThat('user.create') },
  { path: '/administration/users/view/:id', roles: STAFF },
  { path: '/staff/users/view/:userID', roles: STAFF },
  { path: '/administration/users/edit/:profileID?', roles: rolesForOthers('user.editProfile') },
  { path: '/administration/users/member/:profileID?', roles: STAFF },
  { path: '/administration/users/ed/:profileID?', roles: USER_MANAGERS },
  { path: '/administration/users/research/:profileID?', roles: rolesThat('user.adminChange') },
  { path: '/administration/users/start-program/:id', roles: USER_MANAGERS },
  { path: '/administration/users/complete-program/:id', roles: USER_MANAGERS },
  { path: '/administration/leads', roles: rolesThat('publicSubmission.read') },
  { path: '/administration/audit', roles: rolesThat('audit.read') },
  // Issue 26: Admins, and staff an Admin granted the Researcher permission (the session's flag; the
  // server decides again on every call). Members never.
  {
    path: '/administration/research',
    roles: rolesThat('research.export'),
    also: (user) => can({ ...actorOf(user.role), researcher: user.researcher === true }, 'research.export'),
  },
  // Follow-ups from flags (issue 24): staff; the server scopes each one (404 outside it).
  { path: '/followups/:id', roles: STAFF },
  // The facilities' service lists for 'Referred to …': Admins keep them (the server allows no one else).
  { path: '/administration/followups/services', roles: rolesThat('serviceList.write') },
  // Modules (spec 001 §2.1–2.6, §2.9).
  { path: '/administration/booklets/management', roles: WORKBOOKS },
  { path: '/administration/workbook/management', roles: WORKBOOKS },
  { path: '/administration/booklets/template/edit/:id', roles: rolesThat('moduleTemplate.write') },
  { path: '/administration/booklets/template/view/:id', roles: rolesThat('moduleTemplate.read') },
  // The management screen's User Modules link here (Admin and Coordinator).
  { path: '/administration/booklets/user/edit/:id', roles: WORKBOOKS },
  { path: '/staff/booklets/user/edit/:id', roles: rolesForOthers('member.fillModule') },
  { path: '/client/booklets/user/edit/:id', roles: rolesThat('member.fillModule') },
  // Every dashboard links a chapter here (spec 000 §2 'Dashboard').
  { path: '/administration/booklets/user/view/:id', roles: MEMBER_DATA },
  { path: '/booklet/:id', roles: rolesThat('member.fillModule') },
  { path: '/booklets/start', roles: rolesThat('member.fillModule') },
  { path: '/booklets', roles: MEMBER_DATA },
  // Series and projects (spec 001 §2.3, §2.7, §2.8).
  { path: '/administration/collections/view/:id', roles: ADMIN_MODE },
  { path: '/staff/collections/view/:id', roles: STAFF },
  { path: '/client/collections/view/:id', roles: MEMBER_DATA },
  { path: '/administration/services/view/:collectionID', roles: ADMIN_MODE },
  { path: '/staff/services/view/:collectionID', roles: STAFF },
  { path: '/client/services/view/:collectionID', roles: MEMBER_DATA },
  { path: '/collections/start', roles: rolesThat('seriesInstance.start') },
  { path: '/administration/projects/management', roles: rolesThat('project.any') },
];

/**
 * Paths a visitor (signed out) opens: the register screen, the public screener (its own page, outside
 * the app's router) and the login screen, which every other signed-out path shows.
 */
export const VISITOR_ROUTES: readonly string[] = ['/', '/register', '/socialrisk'];

/** The roles that may open `path` (a path of {@link SIGNED_IN_ROUTES}); none for a path not listed. */
export function rolesOf(path: string): readonly Role[] {
  return SIGNED_IN_ROUTES.find((r) => r.path === path)?.roles ?? [];
}

/** Whether `user` may open the route at `path`: by role, or by a permission the route also accepts. */
export function mayOpen(path: string, user: { role: Role; researcher?: boolean }): boolean {
  const route = SIGNED_IN_ROUTES.find((r) => r.path === path);
  return route !== undefined && (isRoleAmong(user.role, route.roles) || route.also?.(user) === true);
}
