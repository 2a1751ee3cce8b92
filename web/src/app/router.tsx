import { Navigate, Route, Routes } from 'react-router';
import { AppShell } from '../components/layouts/app-shell';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { LeadsScreen } from '../features/leads/components/leads-screen';
import { useSession } from '../lib/auth/session-context';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { PLACEHOLDER_SCREENS, PlaceholderScreen, ProfilePlaceholderScreen } from './routes/placeholder-screens';
import { RegisterRoute } from './routes/register';

/**
 * Routes by session state (spec 000 §2): signed out, /register registers and every other path signs
 * in (the address is kept, so a deep link opens after sign-in); signed in, the shell's screens and
 * the not-found screen for unmatched paths.
 */
export function AppRoutes() {
  const { state } = useSession();
  switch (state.status) {
    case 'restoring':
      return <FullPageSpinner />;
    case 'anonymous':
      return (
        <Routes>
          <Route path="/register" element={<RegisterRoute />} />
          <Route path="*" element={<LoginRoute />} />
        </Routes>
      );
    case 'authenticated':
      return (
        <Routes>
          <Route path="/register" element={<Navigate to="/" replace />} />
          <Route element={<AppShell />}>
            {PLACEHOLDER_SCREENS.map(({ path, title }) => (
              <Route key={path} path={path} element={<PlaceholderScreen key={path} title={title} />} />
            ))}
            <Route path="/profile" element={<ProfilePlaceholderScreen />} />
            <Route path="/profile/:id" element={<ProfilePlaceholderScreen />} />
            <Route path="/administration/leads" element={<LeadsScreen />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      );
  }
}
