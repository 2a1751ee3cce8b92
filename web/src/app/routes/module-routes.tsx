import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import type { RouteElement } from './route-element';

/** A lazily loaded screen: each module screen is its own chunk (SurveyJS never reaches the shell's). */
function screen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

// The management screen composes the series feature's Series tab (app/routes/booklets-management-route).
const ModulesManagement = screen(() =>
  import('./modules-management-route').then((m) => m.ModulesManagementRoute),
);
// The Coordinator's workbook screen: the workbook panel and the same Series tab.
const WorkbookManagement = screen(() =>
  import('./workbook-management-route').then((m) => m.WorkbookManagementRoute),
);
const TemplateDesigner = screen(() =>
  import('../../features/modules/components/template-designer-screen').then((m) => m.TemplateDesignerScreen),
);
const TemplateView = screen(() =>
  import('../../features/modules/components/template-view-screen').then((m) => m.TemplateViewScreen),
);
const moduleScreens = () => import('../../features/modules/components/module-screens');
const completingModule = () => import('../screens/modules/completing-module');
const ModuleFill = screen(() => moduleScreens().then((m) => m.ModuleFillScreen));
const CompletingModule = screen(() => completingModule().then((m) => m.CompletingModuleWithExport));
const ModuleView = screen(() => moduleScreens().then((m) => m.ModuleViewScreen));
const StartModule = screen(() =>
  import('../../features/modules/components/start-module-screen').then((m) => m.StartModuleScreen),
);
const MemberModules = screen(() =>
  import('../../features/modules/components/member-modules-screen').then((m) => m.MemberModulesScreen),
);

/**
 * The module screens of spec 001 §2.1–2.6 and §2.9: path → element, for the signed-in router (who may
 * open each is in route-access.ts).
 */
export const MODULE_ROUTES: readonly RouteElement[] = [
  { path: '/administration/booklets/management', element: <ModulesManagement /> },
  { path: '/administration/workbook/management', element: <WorkbookManagement /> },
  { path: '/administration/booklets/template/edit/:id', element: <TemplateDesigner /> },
  { path: '/administration/booklets/template/view/:id', element: <TemplateView /> },
  { path: '/administration/booklets/user/edit/:id', element: <ModuleFill mode="admin" /> },
  { path: '/staff/booklets/user/edit/:id', element: <ModuleFill mode="staff" /> },
  { path: '/client/booklets/user/edit/:id', element: <ModuleFill mode="client" /> },
  { path: '/administration/booklets/user/view/:id', element: <ModuleView /> },
  { path: '/booklet/:id', element: <CompletingModule /> },
  { path: '/booklets/start', element: <StartModule /> },
  { path: '/booklets', element: <MemberModules /> },
];
