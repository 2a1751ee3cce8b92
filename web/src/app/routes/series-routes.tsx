import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';

const Projects = lazy(() =>
  import('../../features/projects/components/projects-screen').then((m) => ({ default: m.ProjectsScreen })),
);

/**
 * The series, workbook and project screens of spec 001 §2.7, §2.8 as routes for the shell (called as
 * a function inside `<Routes>`); each screen is its own chunk.
 */
export function seriesRoutes(): ReactNode {
  return (
    <>
      <Route
        path="/administration/projects/management"
        element={
          <Suspense fallback={<FullPageSpinner />}>
            <Projects />
          </Suspense>
        }
      />
    </>
  );
}
