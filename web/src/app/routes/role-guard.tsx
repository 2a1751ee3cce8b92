import { Outlet } from 'react-router';
import { useSessionUser } from '../../lib/auth/session-context';
import { NotFoundRoute } from './not-found';
import { mayOpen } from './route-access';

/**
 * The role check of one route (route-access.ts): a role that may not open it sees the not-found
 * screen, as for a path that does not exist (ACCESS.md: what lies outside the caller's scope is not
 * revealed). It sits above the route's lazy screen and the password gate, so a refused route loads
 * neither the screen's code nor any of its data.
 */
export function RoleGuard({ path }: { path: string }) {
  const user = useSessionUser();
  return mayOpen(path, user) ? <Outlet /> : <NotFoundRoute />;
}
