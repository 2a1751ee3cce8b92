import { Outlet } from 'react-router';
import type { Role } from '@circles/shared/access/types';
import { useSessionUser } from '../../lib/auth/session-context';
import { NotFoundRoute } from './not-found';

/**
 * The role check of one route (route-access.ts): a role that may not open it sees the not-found
 * screen, as for a path that does not exist (ACCESS.md: what lies outside the caller's scope is not
 * revealed). It sits above the route's lazy screen and the password gate, so a refused route loads
 * neither the screen's code nor any of its data.
 */
export function RoleGuard({ roles }: { roles: readonly Role[] }) {
  const user = useSessionUser();
  return roles.includes(user.role) ? <Outlet /> : <NotFoundRoute />;
}
