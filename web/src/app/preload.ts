import { preloadContract } from '../lib/api-client';
import { amplifyAuth } from '../lib/auth/amplify';

/** The signed-in routes' chunk (router.tsx loads it lazily; here it may start earlier). */
export const loadSignedInRoutes = () => import('./routes/signed-in-routes');

/** The dashboard's addresses: / and /Dashboard/:userID (React Router matches them case-insensitively). */
const DASHBOARD_PATH = /^\/(dashboard\/[^/]+\/?)?$/i;

const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);

/**
 * A returning visit (a stored session, main.tsx): what the first signed-in screen needs starts loading
 * beside the first paint instead of one step after another behind the session restore: Amplify and
 * the runtime configuration, the route contract, the signed-in routes, the password gate every screen
 * passes through and, at a dashboard address, the dashboard. A failure here is the lazy loads' to
 * report when they run; nothing else changes.
 */
export function preloadSignedIn(pathname: string): void {
  quietly(amplifyAuth());
  quietly(preloadContract());
  quietly(loadSignedInRoutes());
  quietly(import('../features/users/components/password-change-gate'));
  if (DASHBOARD_PATH.test(pathname)) quietly(import('./screens/dashboard/dashboard-screen'));
}
