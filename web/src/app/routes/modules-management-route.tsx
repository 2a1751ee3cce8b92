import { ModulesManagementScreen } from '../../features/modules/components/modules-management-screen';
import { WorkbookTab } from '../../features/modules/components/workbook-tab';
import { SeriesTab } from '../../features/series/components/series-tab';
import {
  ModulesExportAction,
  SeriesExportDialog,
  TemplatesExportAction,
} from '../screens/modules/export-modules';

/**
 * /administration/booklets/management: the modules screen with the series feature's Series tab, and the
 * PDF feature's exports composed into both tabs (Export of user modules, Export chapters to PDF).
 */
export function ModulesManagementRoute() {
  return (
    <ModulesManagementScreen
      workbookTab={
        <WorkbookTab
          exportAction={(props) => <ModulesExportAction {...props} />}
          templateExportAction={(props) => <TemplatesExportAction {...props} />}
        />
      }
      seriesTab={<SeriesTab exportDialog={(props) => <SeriesExportDialog {...props} />} />}
    />
  );
}
