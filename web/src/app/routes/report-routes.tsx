import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import type { ReportScreenKind } from '../../features/reports/api/reports';
import { CompletedReportDownload } from '../screens/reports/report-downloads';
import { dashboardModule } from '../preload';
import type { RouteElement } from './route-element';

/** The Download cell of a completed report row: the PDF feature composed into the report lists. */
const rowDownload = (row: { id: string; seriesName: string }) => (
  <CompletedReportDownload collectionId={row.id} seriesName={row.seriesName} />
);

// Loaded ahead on a returning visit at a dashboard address (app/preload.ts).
const Dashboard = dashboardModule.lazy((m) => m.DashboardScreen);
const Report = lazy(() =>
  import('../screens/reports/report-screen').then((m) => ({ default: m.ReportScreen })),
);
const MainReports = lazy(() =>
  import('../../features/reports/screens/main-reports-screen').then((m) => ({
    default: m.MainReportsScreen,
  })),
);
const GroupReports = lazy(() =>
  import('../../features/reports/screens/group-reports-screen').then((m) => ({
    default: m.GroupReportsScreen,
  })),
);
const ReportsManagement = lazy(() =>
  Promise.all([
    import('../../features/reports/screens/group-reports-screen'),
    import('../../features/exports/export-runs'),
  ]).then(([reports, exports]) => ({
    // The Admin's management screen: completed reports, then the scheduled export runs (issue 12).
    default: (props: { download?: typeof rowDownload }) => (
      <reports.ReportsManagementScreen {...props} extra={<exports.ExportRuns />} />
    ),
  })),
);

/** The report screens' paths (spec 000 §1) and the report each shows. */
export const REPORT_PATHS: readonly { path: string; kind: ReportScreenKind }[] = [
  { path: '/reports/:userID', kind: 'cc' },
  { path: '/ClientReports/:userID', kind: 'cc' },
  { path: '/ClientReports1/:userID', kind: 'cc' },
  { path: '/history/ccReport/:id', kind: 'ccHistoric' },
  { path: '/ScreenReports/:userID', kind: 'screener' },
  { path: '/history/screenerReport/:id', kind: 'screenerHistoric' },
  { path: '/QofLReports/:userID', kind: 'qoflShort' },
  { path: '/QLReport/:userID', kind: 'qofl' },
  { path: '/history/qoflReport/:id', kind: 'qoflHistoric' },
];

const OTHER_PATHS: readonly { path: string; Screen: ComponentType<{ download?: typeof rowDownload }> }[] = [
  { path: '/', Screen: Dashboard },
  { path: '/Dashboard/:userID', Screen: Dashboard },
  { path: '/MainReports', Screen: MainReports },
  { path: '/MainReports/:userID', Screen: MainReports },
  { path: '/GroupReports', Screen: GroupReports },
  { path: '/GroupReports/:userID', Screen: GroupReports },
  { path: '/administration/reports/management', Screen: ReportsManagement },
];

/**
 * The dashboards and report screens of spec 000 §1, §2: path → element, for the signed-in router (who
 * may open each is in route-access.ts); each screen is its own chunk, and the chart library loads only
 * with a chart.
 */
export const REPORT_ROUTES: readonly RouteElement[] = [
  ...OTHER_PATHS.map(({ path, Screen }) => ({
    path,
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <Screen download={rowDownload} />
      </Suspense>
    ),
  })),
  ...REPORT_PATHS.map(({ path, kind }) => ({
    path,
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <Report key={kind} kind={kind} />
      </Suspense>
    ),
  })),
];
