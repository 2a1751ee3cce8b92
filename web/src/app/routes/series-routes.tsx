import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { START_SERIES_PATH } from '../../features/series/paths';
import type { RouteElement } from './route-element';

const Projects = lazy(() =>
  import('../../features/projects/components/projects-screen').then((m) => ({ default: m.ProjectsScreen })),
);

const SeriesView = lazy(() =>
  import('../../features/series/components/series-view-screen').then((m) => ({
    default: m.SeriesViewScreen,
  })),
);

const StartSeries = lazy(() =>
  import('../../features/series/components/start-series-screen').then((m) => ({
    default: m.StartSeriesScreen,
  })),
);

/**
 * The series viewer's paths (spec 001 §2.7), one per role's mode, and the spec's service-view routes
 * (Decision: a "service" is a series instance there, so they open the same viewer).
 */
const SERIES_VIEW_PATHS = [
  '/administration/collections/view/:id',
  '/staff/collections/view/:id',
  '/client/collections/view/:id',
  '/administration/services/view/:collectionID',
  '/staff/services/view/:collectionID',
  '/client/services/view/:collectionID',
];

/**
 * The series, workbook and project screens of spec 001 §2.3, §2.7, §2.8: path → element, for the
 * signed-in router (who may open each is in route-access.ts); each screen is its own chunk.
 */
export const SERIES_ROUTES: readonly RouteElement[] = [
  ...SERIES_VIEW_PATHS.map((path) => ({
    path,
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <SeriesView />
      </Suspense>
    ),
  })),
  // The Start a Series page (spec 001 §2.3); its path is a decision (features/series/paths.ts).
  {
    path: START_SERIES_PATH,
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <StartSeries />
      </Suspense>
    ),
  },
  {
    path: '/administration/projects/management',
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <Projects />
      </Suspense>
    ),
  },
];
