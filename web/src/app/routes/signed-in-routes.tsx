import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppShell } from '../../components/layouts/app-shell';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { freshElement } from '../../lib/i18n/fresh-element';
import { useLocale } from '../../lib/i18n/locale-provider';
import { QueryProvider } from '../../lib/query-provider';
import { MODULE_ROUTES } from './module-routes';
import { NotFoundRoute } from './not-found';
import { PasswordChangeLayout, PEOPLE_ROUTES } from './people-screens';
import { PLACEHOLDER_SCREENS, PlaceholderScreen } from './placeholder-screens';
import { REPORT_ROUTES } from './report-routes';
import type { RouteElement } from './route-element';
import { RoleGuard } from './role-guard';
import { SERIES_ROUTES } from './series-routes';

const Leads = lazy(() =>
  import('../../features/leads/components/leads-screen').then((m) => ({ default: m.LeadsScreen })),
);
// The audit log (issue 19, Admin only) loads as its own chunk.
const AuditScreen = lazy(() =>
  import('../../features/audit/components/audit-screen').then((m) => ({ default: m.AuditScreen })),
);

// Research exports (issue 26) load as their own chunk.
const ResearchExportScreen = lazy(() =>
  import('../../features/research/components/research-export-screen').then((m) => ({
    default: m.ResearchExportScreen,
  })),
);

// A follow-up (issue 24) loads as its own chunk.
const FollowupScreen = lazy(() =>
  import('../../features/followups/components/followup-screen').then((m) => ({
    default: m.FollowupScreen,
  })),
);

// The facilities' service lists for 'Referred to …' (issue 24, Admins) load as their own chunk.
const FollowupResourcesScreen = lazy(() =>
  import('../../features/followups/components/followup-resources-screen').then((m) => ({
    default: m.FollowupResourcesScreen,
  })),
);

/** Every screen of the signed-in router; who may open each is in route-access.ts. */
export const SCREEN_ROUTES: readonly RouteElement[] = [
  ...PLACEHOLDER_SCREENS.map(({ path, title }) => ({
    path,
    element: <PlaceholderScreen key={path} title={title} />,
  })),
  ...PEOPLE_ROUTES.map(({ path, Screen }) => ({ path, element: <Screen /> })),
  {
    path: '/administration/leads',
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <Leads />
      </Suspense>
    ),
  },
  {
    path: '/administration/audit',
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <AuditScreen />
      </Suspense>
    ),
  },
  {
    path: '/administration/research',
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <ResearchExportScreen />
      </Suspense>
    ),
  },
  {
    path: '/followups/:id',
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <FollowupScreen />
      </Suspense>
    ),
  },
  {
    path: '/administration/followups/services',
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <FollowupResourcesScreen />
      </Suspense>
    ),
  },
  ...MODULE_ROUTES,
  ...SERIES_ROUTES,
  ...REPORT_ROUTES,
];

/**
 * The signed-in routes, inside the app's one query cache (kept out of the sign-in chunk): the shell's
 * screens and the not-found screen for unmatched paths. Loaded as its own chunk, so the login screen
 * does not wait for the screens behind it. Each screen sits behind its role check (route-access.ts;
 * a path missing there is refused to everyone), then the password gate. A feature adds its route to
 * SCREEN_ROUTES and to route-access.ts (a large screen as its own `lazy` import). The table's elements
 * are made once: a change of language hands them over anew, so the open screen renders in the new
 * language in place (see LocaleProvider).
 */
export function SignedInRoutes() {
  const locale = useLocale();
  const screens = useMemo(
    () => SCREEN_ROUTES.map((r) => ({ ...r, element: freshElement(r.element) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new locale is the reason for new elements
    [locale],
  );
  return (
    <QueryProvider>
      <Routes>
        <Route path="/register" element={<Navigate to="/" replace />} />
        <Route element={<AppShell />}>
          {screens.map(({ path, element }) => (
            <Route key={path} path={path} element={<RoleGuard path={path} />}>
              <Route element={<PasswordChangeLayout />}>
                <Route index element={element} />
              </Route>
            </Route>
          ))}
          <Route element={<PasswordChangeLayout />}>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Routes>
    </QueryProvider>
  );
}
