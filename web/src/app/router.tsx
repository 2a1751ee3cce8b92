import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { OfflineBanner } from '../components/layouts/offline-banner';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { loadRuntimeConfig } from '../config/runtime-config';
import { useSession } from '../lib/auth/session-context';
import { signedInRoutesModule } from './preload';
import { LoginRoute } from './routes/login';
import { RestoringScreen } from './restoring-screen';

// The lazy routes may read the runtime configuration synchronously: they wait for it with their code.
const RegisterRoute = lazy(() =>
  Promise.all([import('./routes/register'), loadRuntimeConfig()]).then(([m]) => ({
    default: m.RegisterRoute,
  })),
);
// Staff without a second factor (issue 21): the authenticator set-up, its own chunk with the QR library.
const EnrolmentScreen = lazy(() =>
  Promise.all([import('../features/auth/components/enrolment-screen'), loadRuntimeConfig()]).then(([m]) => m),
);
const SignedInRoutes = signedInRoutesModule.lazy((m) => m.SignedInRoutes);

/**
 * Routes by session state (spec 000 §2): signed out, /register registers and every other path signs
 * in (the address is kept, so a deep link opens after sign-in); signed in, the shell's screens
 * (routes/signed-in-routes.tsx). Only the sign-in screen is in the first load; the rest loads on demand.
 */
export function AppRoutes() {
  const { state } = useSession();
  return (
    <>
      <SessionScreens />
      {/* The shell shows it in its content (app-shell.tsx); every other screen has it floating. */}
      {state.status !== 'authenticated' && <OfflineBanner />}
    </>
  );
}

function SessionScreens() {
  const { state } = useSession();
  switch (state.status) {
    case 'restoring':
      return <RestoringScreen />;
    case 'anonymous':
      return (
        <Routes>
          <Route
            path="/register"
            element={
              <Suspense fallback={<FullPageSpinner />}>
                <RegisterRoute />
              </Suspense>
            }
          />
          <Route path="*" element={<LoginRoute />} />
        </Routes>
      );
    case 'enrolling':
      return (
        <Suspense fallback={<FullPageSpinner />}>
          <EnrolmentScreen />
        </Suspense>
      );
    case 'authenticated':
      return (
        <Suspense fallback={<RestoringScreen />}>
          <SignedInRoutes />
        </Suspense>
      );
  }
}
