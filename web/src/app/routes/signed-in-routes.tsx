import { Navigate, Route, Routes } from 'react-router';
import { AppShell } from '../../components/layouts/app-shell';
import { QueryProvider } from '../../lib/query-provider';
import { LeadsScreen } from '../../features/leads/components/leads-screen';
import { moduleRoutes } from './module-routes';
import { NotFoundRoute } from './not-found';
import { PasswordChangeLayout, PEOPLE_ROUTES } from './people-screens';
import { PLACEHOLDER_SCREENS, PlaceholderScreen } from './placeholder-screens';
import { reportRoutes } from './report-routes';
import { seriesRoutes } from './series-routes';

/**
 * The signed-in routes, inside the app's one query cache (kept out of the sign-in chunk): the shell's screens and the not-found screen for unmatched paths. Loaded as
 * its own chunk, so the login screen does not wait for the screens behind it. A feature adds its
 * route here (a large screen as its own `lazy` import).
 */
export function SignedInRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route path="/register" element={<Navigate to="/" replace />} />
        <Route element={<AppShell />}>
          <Route element={<PasswordChangeLayout />}>
            {PLACEHOLDER_SCREENS.map(({ path, title }) => (
              <Route key={path} path={path} element={<PlaceholderScreen key={path} title={title} />} />
            ))}
            {PEOPLE_ROUTES.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="/administration/leads" element={<LeadsScreen />} />
            {moduleRoutes()}
            {seriesRoutes()}
            {reportRoutes()}
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Routes>
    </QueryProvider>
  );
}
